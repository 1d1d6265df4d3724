// Replaces renderer/+onBeforeRender.ts for this page: the same head, plus the guide, which stays
// on the server (not in passToClient), so its words reach the browser once, as HTML.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findGuide, guides, guidesCopy } from '../../../data/guides.ts'
import { onBeforeRender as withHead } from '../../../renderer/+onBeforeRender.ts'

export const onBeforeRender = (pageContext: PageContextServer) => {
  const guide = findGuide(pageContext.urlPathname)
  if (!guide) throw render(404)
  return { pageContext: { ...withHead(pageContext).pageContext, guidesContent: { copy: guidesCopy, guides, guide } } }
}

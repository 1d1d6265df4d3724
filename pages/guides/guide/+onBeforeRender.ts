// Replaces renderer/+onBeforeRender.ts for this page: the same head, plus the guide, read and
// turned into HTML at build time (passToClient brings it to client navigation).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findGuide, guidesCopy } from '../../../data/guides.ts'
import { onBeforeRender as withHead } from '../../../renderer/+onBeforeRender.ts'

export const onBeforeRender = (pageContext: PageContextServer) => {
  const guide = findGuide(pageContext.urlPathname)
  if (!guide) throw render(404)
  return { pageContext: { ...withHead(pageContext).pageContext, guidesContent: { copy: guidesCopy, guide } } }
}

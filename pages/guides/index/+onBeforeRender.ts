// Replaces renderer/+onBeforeRender.ts for this page: the same head, plus the guides, which stay
// on the server (not in passToClient), so their words reach the browser once, as HTML.
import type { PageContextServer } from 'vike/types'
import { guides, guidesCopy } from '../../../data/guides.ts'
import { onBeforeRender as withHead } from '../../../renderer/+onBeforeRender.ts'

export const onBeforeRender = (pageContext: PageContextServer) => ({
  pageContext: { ...withHead(pageContext).pageContext, guidesContent: { copy: guidesCopy, guides } },
})

// Replaces renderer/+onBeforeRender.ts for this page: the same head, plus the guides, read at
// build time (passToClient brings them to client navigation).
import type { PageContextServer } from 'vike/types'
import { guides, guidesCopy } from '../../../data/guides.ts'
import { onBeforeRender as withHead } from '../../../renderer/+onBeforeRender.ts'

export const onBeforeRender = (pageContext: PageContextServer) => ({
  pageContext: { ...withHead(pageContext).pageContext, guidesContent: { copy: guidesCopy, guides } },
})

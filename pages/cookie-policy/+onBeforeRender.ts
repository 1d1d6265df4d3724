// Replaces renderer/+onBeforeRender.ts for this page: the same head, plus the document, read at
// build time (passToClient brings it to client navigation).
import type { PageContextServer } from 'vike/types'
import { cookiePolicy } from '../../data/legal/cookies.ts'
import { onBeforeRender as withHead } from '../../renderer/+onBeforeRender.ts'

export const onBeforeRender = (pageContext: PageContextServer) => ({
  pageContext: { ...withHead(pageContext).pageContext, legalDocument: cookiePolicy },
})

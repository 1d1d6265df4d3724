// Replaces renderer/+onBeforeRender.ts for this page: the same head, plus the document, which stays
// on the server (not in passToClient), so its words reach the browser once, as HTML.
import type { PageContextServer } from 'vike/types'
import { privacyPolicy } from '../../data/legal/privacy.ts'
import { onBeforeRender as withHead } from '../../renderer/+onBeforeRender.ts'

export const onBeforeRender = (pageContext: PageContextServer) => ({
  pageContext: { ...withHead(pageContext).pageContext, legalDocument: privacyPolicy },
})

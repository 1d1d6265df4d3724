// Replaces renderer/+onBeforeRender.ts for this page: the same head, plus the document, which stays
// on the server (not in passToClient), so its words reach the browser once, as HTML.
import type { PageContextServer } from 'vike/types'
import { legalDocument } from '../../data/legal/documents.ts'
import { routes } from '../../data/routes.ts'
import { onBeforeRender as withHead } from '../../renderer/+onBeforeRender.ts'

export const onBeforeRender = (pageContext: PageContextServer) => ({
  pageContext: { ...withHead(pageContext).pageContext, legalDocument: legalDocument(routes.cookies) },
})

// A legal document reaches its page through pageContext on the server only (pages/<name>/+onBeforeRender.ts,
// not in passToClient): its words are sent once, as HTML, and no Markdown reader enters the browser's bundle.
import type { LegalDocument } from '../../data/legal/documents.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** Set at prerender by the legal pages; never sent to the browser. */
      legalDocument?: LegalDocument
    }
  }
}

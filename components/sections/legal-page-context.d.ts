// A legal document reaches its page through pageContext (pages/<name>/+onBeforeRender.ts), read
// at build time, so no Markdown reader enters the browser's bundle.
import type { LegalDocument } from '../../data/legal/documents.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** Set at prerender by the legal pages. */
      legalDocument?: LegalDocument
    }
  }
}

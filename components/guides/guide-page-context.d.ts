// The guides reach the page through pageContext (pages/guides/*/+onBeforeRender.ts), read and
// turned into HTML at build time, so no Markdown reader enters the browser's bundle.
import type { Guide, GuidesCopy } from '../../data/guides.ts'

export interface GuidesPageContent {
  copy: GuidesCopy
  /** Every guide, on the index. */
  guides?: Guide[]
  /** The guide of a guide's page. */
  guide?: Guide
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set at prerender by the guides' pages. */
      guidesContent?: GuidesPageContent
    }
  }
}

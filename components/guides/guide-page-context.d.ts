// The guides reach the page through pageContext on the server only (pages/guides/*/+onBeforeRender.ts,
// not in passToClient): their words are sent once, as HTML, and the client takes that HTML back.
import type { Guide, GuidesCopy } from '../../data/guides.ts'

export interface GuidesPageContent {
  copy: GuidesCopy
  guides: Guide[]
  /** The guide of a guide's page; absent on the index. */
  guide?: Guide | undefined
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set at prerender by the guides' pages; never sent to the browser. */
      guidesContent?: GuidesPageContent
    }
  }
}

// The list of guides reaches its page through pageContext on the server only
// (pages/guides/index/+onBeforeRender.ts, not in passToClient): its words are sent once, as HTML,
// and the client takes that HTML back. A guide itself is a document (pages/document/).
import type { Guide, GuidesCopy } from '../../data/guides.ts'

export interface GuidesPageContent {
  copy: GuidesCopy
  guides: Guide[]
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set at prerender by the list of guides; never sent to the browser. */
      guidesContent?: GuidesPageContent
    }
  }
}

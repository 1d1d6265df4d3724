// The list of guides reaches its page through pageContext, made on the server
// (pages/guides/index/+onBeforeRender.ts): what each card shows, without the guides' bodies. A guide
// itself is a document (pages/document/).
import type { GuidesCopy } from '../../data/guides.ts'

/** A guide as its card on /guides shows it: its drawing at its own size, title, date and summary. */
export interface GuideCard {
  path: string
  title: string
  summary: string
  datePublished: string
  picture: { src: string; width: number; height: number }
}

export interface GuidesPageContent {
  copy: GuidesCopy
  guides: GuideCard[]
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set at prerender by the list of guides, and sent to client navigation with it. */
      guidesContent?: GuidesPageContent
    }
  }
}

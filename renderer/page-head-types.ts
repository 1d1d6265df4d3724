/** What a page's head says, worked out at build time (page-head.ts) and passed to the client for navigation. */
export interface PageHead {
  title: string
  description: string
  keywords: string[]
  /** The page's own path (not an alias); absent on error pages, which have no canonical address. */
  canonicalPath?: string
  canonicalUrl?: string
  /** The page's share image, and what it shows. */
  imageUrl: string
  imageAlt: string
  /** The page's drawing, shown in its hero, with its size so it takes its space before it loads. */
  art?: { src: string; width: number; height: number; alt: string; phone?: { src: string; width: number; height: number } | undefined }
  /** The menu item the page sits under without being it: Areas We Cover for a local area, Guides for a guide. */
  section?: string
  /** Error pages ask crawlers not to index them. */
  indexable: boolean
  /** A guide: written as an Article (JSON-LD) by the business, dated. */
  article?: { headline: string; datePublished: string; dateModified: string; authorName: string }
  /** The guides' Atom feed, linked from their head. */
  feed?: { url: string; title: string }
}

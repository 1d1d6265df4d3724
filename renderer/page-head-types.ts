/** What a page's head says, worked out at build time (page-head.ts) and passed to the client for navigation. */
export interface PageHead {
  title: string
  description: string
  keywords: string[]
  /** The page's own path (not an alias); absent on error pages, which have no canonical address. */
  canonicalPath?: string
  canonicalUrl?: string
  imageUrl: string
  /** Error pages ask crawlers not to index them. */
  indexable: boolean
}

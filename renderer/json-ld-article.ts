// The Article node of a guide, for the prerendered page's JSON-LD only (see webPageNode).
import type { Article } from 'schema-dts'
import type { PageHead } from './page-head-types.ts'

/** A guide, written and published by the business (named inline too, for readers that do not follow @id). */
export function articleNode(head: PageHead): Article | undefined {
  const url = head.canonicalUrl
  if (!head.article || !url) return undefined
  const { headline, datePublished, dateModified, authorName } = head.article
  const origin = new URL(url).origin
  const business = { '@type': 'Organization', '@id': `${origin}/#business`, name: authorName, url: `${origin}/` } as const
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    headline,
    description: head.description,
    image: head.imageUrl,
    datePublished,
    dateModified,
    inLanguage: 'en-GB',
    author: business,
    publisher: { ...business, logo: `${origin}/logo.svg` },
  }
}

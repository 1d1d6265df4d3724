// JSON-LD helpers small enough for the browser, which updates the page's own node on client navigation.
import type { Article, WebPage, WithContext } from 'schema-dts'
import type { PageHead } from './page-head-types.ts'

/** The id of the <script> holding the current page's WebPage node; the business node sits in its own. */
export const pageJsonLdId = 'page-data'

/**
 * The WebPage node for a page with a canonical address, linked to the business node by its @id;
 * with the page's Article (a guide) when the prerender passes it (./json-ld-article.ts). After client
 * navigation the browser keeps the node current without it: crawlers read the prerendered page.
 */
export function webPageNode(head: PageHead, article?: Article): WithContext<WebPage> | null {
  if (!head.canonicalUrl) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${head.canonicalUrl}#webpage`,
    url: head.canonicalUrl,
    name: head.title,
    description: head.description,
    inLanguage: 'en-GB',
    about: { '@id': `${new URL(head.canonicalUrl).origin}/#business` },
    ...(article && { mainEntity: article }),
  }
}

const jsonLdEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON that is safe inside a <script> element: it can never close the tag or break a line. */
export const serializeJsonLd = (data: object): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => jsonLdEscapes[character] ?? character)

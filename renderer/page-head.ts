// The one place that decides each page's head: title, description, canonical URL, keywords
// and JSON-LD. It runs at build time only; the browser receives the result in pageContext.
import { business } from '../data/business.ts'
import { siteConfig } from '../config/site-config.ts'
import { findPageMeta } from '../data/site-pages.ts'
import { buildStructuredData, serializeJsonLd } from './structured-data.ts'

export interface ResolvedHead {
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

export interface PageHead extends ResolvedHead {
  /** Serialised JSON-LD, safe to place inside <script>. */
  jsonLd: string
}

const imageUrl = `${siteConfig.origin}/og-image.png`

const errorHead = (title: string, description: string): ResolvedHead => ({
  title: `${title} | ${business.name}`,
  description,
  keywords: [],
  imageUrl,
  indexable: false,
})

const notFoundHead = errorHead(
  'Page not found',
  'The page you were looking for is not here. Return to the home page to find our prices, areas and booking.',
)
const failureHead = errorHead(
  'Something went wrong',
  'An unexpected error stopped this page from loading. Please try again, or call us and we will help.',
)

interface HeadInput {
  urlPathname: string
  is404?: boolean | null
  pageId?: string | null
}

export function resolveHead({ urlPathname, is404, pageId }: HeadInput): ResolvedHead {
  if (is404) return notFoundHead
  if (pageId?.endsWith('/_error')) return failureHead
  const meta = findPageMeta(urlPathname)
  if (!meta) return notFoundHead
  return {
    title: `${meta.title} | ${business.name}`,
    description: meta.description,
    keywords: meta.keywords,
    canonicalPath: meta.path,
    canonicalUrl: `${siteConfig.origin}${meta.path}`,
    imageUrl,
    indexable: true,
  }
}

export function buildPageHead(input: HeadInput): PageHead {
  const head = resolveHead(input)
  return { ...head, jsonLd: serializeJsonLd(buildStructuredData(head)) }
}

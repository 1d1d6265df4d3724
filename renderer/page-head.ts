// The one place that decides each page's head: title, description, canonical URL and keywords.
// It runs at build time only; the browser receives the result in pageContext.
import { artworkFile } from '../components/illustrations/artwork.tsx'
import { artworkUrl, phoneVersion } from '../components/illustrations/ArtworkImage.tsx'
import { siteConfig } from '../config/site-config.ts'
import { findGuide, guidesFeedPath, guidesFeedTitle } from '../data/guides.ts'
import { routes } from '../data/routes.ts'
import { findPageMeta, localAreaPaths } from '../data/site-pages.ts'
import type { PageHead } from './page-head-types.ts'
import { shareImagePath } from './share-image.ts'
import { business } from '../data/facts.ts'
import { errorPagesCopy as errorPages } from '../data/content.ts'

function heroArt(name: string): PageHead['art'] {
  const file = artworkFile(name)
  if (!file) throw new Error(`content/pages.json: art: no drawing is named "${name}" (components/illustrations/artwork.tsx)`)
  const phone = phoneVersion(name)
  return { src: artworkUrl(name), width: file.width, height: file.height, alt: file.alt, ...(phone && { phone }) }
}

const withBusinessName = (title: string) => `${title} | ${business.name}`
const shareImage = (pagePath: string, title: string) => ({
  imageUrl: `${siteConfig.origin}${shareImagePath(pagePath)}`,
  imageAlt: `${title}: ${business.name}, ${business.tagline.toLowerCase()}`,
})

/** A guide's Article, and the feed on the guides' pages. */
function guideHead(path: string): Pick<PageHead, 'article' | 'feed'> {
  if (path !== routes.guides && !path.startsWith(`${routes.guides}/`)) return {}
  const guide = findGuide(path)
  return {
    feed: { url: `${siteConfig.origin}${guidesFeedPath}`, title: guidesFeedTitle },
    ...(guide && {
      article: { headline: guide.title, datePublished: guide.datePublished, dateModified: guide.dateModified, authorName: business.name },
    }),
  }
}

/** The menu item a page sits under without being it. */
function sectionOf(path: string): string | undefined {
  if (localAreaPaths().includes(path)) return routes.areas
  if (path.startsWith(`${routes.guides}/`)) return routes.guides
  return undefined
}

const errorHead = ({ title, description }: { title: string; description: string }): PageHead => ({
  title: withBusinessName(title),
  description,
  keywords: [],
  ...shareImage('/', title),
  indexable: false,
})

interface HeadInput {
  urlPathname: string
  is404?: boolean | null
  pageId?: string | null
}

export function buildPageHead({ urlPathname, is404, pageId }: HeadInput): PageHead {
  if (is404) return errorHead(errorPages.notFound)
  if (pageId?.endsWith('/_error')) return errorHead(errorPages.failure)
  const meta = findPageMeta(urlPathname)
  if (!meta) return errorHead(errorPages.notFound)
  const section = sectionOf(meta.path)
  return {
    title: withBusinessName(meta.title),
    description: meta.description,
    keywords: meta.keywords,
    canonicalPath: meta.path,
    canonicalUrl: `${siteConfig.origin}${meta.path}`,
    ...shareImage(meta.path, meta.title),
    indexable: !meta.unlisted,
    // Left out rather than undefined, which would reach every page's pageContext as "!undefined".
    ...(meta.art && { art: heroArt(meta.art) }),
    ...(section && { section }),
    ...guideHead(meta.path),
  }
}

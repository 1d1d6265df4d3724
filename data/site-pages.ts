// Every page of the site with its metadata: the fixed pages of content/pages.json, one page per
// local area (content/local-areas.json) and one per guide (content/guides/<slug>.md), read here.
// Used at build time (head tags, routes, validation); the browser never needs it.
import { guides, type Guide } from './guides.ts'
import type { LocalArea, PageMeta } from './schemas.ts'
import { metadataLimits } from './fixed-values.ts'
import localAreasFile from '../content/local-areas.json' with { type: 'json' }
import pagesFile from '../content/pages.json' with { type: 'json' }
import { localAreaCopy, readContent } from './content.ts'
import { routeAliases } from './routes.ts'
import { fillPlaceholders } from './placeholders.ts'

/** Each fixed route's title and description (content/pages.json); its second addresses are routing, not words (data/routes.ts). */
export const pages = readContent<PageMeta[]>(pagesFile.pages).map((page) => {
  const aliases = routeAliases[page.path]
  return aliases ? { ...page, aliases } : page
})

/** The local pages (content/local-areas.json): a new row makes a new page. */
export const localAreas = readContent<LocalArea[]>(localAreasFile.areas)
/** Their addresses, each prerendered (pages/local-area/+config.ts). */
export const localAreaPaths = (): string[] => localAreas.map((area) => `/${area.slug}`)

const { searchResult } = localAreaCopy

/**
 * An area's line in search results, with as many of its postcodes as fit in the length search
 * engines show: an area with many districts still builds (the rest are on its page).
 */
function areaDescription(area: LocalArea): string {
  const withPostcodes = (count: number) =>
    fillPlaceholders(searchResult.description, { 'area.name': area.name, 'area.postcodes': area.postcodes.slice(0, count).join(', ') })
  for (let count = area.postcodes.length; count > 1; count -= 1) {
    const description = withPostcodes(count)
    if (description.length <= metadataLimits.descriptionMax) return description
  }
  return withPostcodes(1)
}

/** The metadata of each local area's page, from its row in content/local-areas.json and the words of content/copy/local-area.json. */
export const localAreaPages = (areas: readonly LocalArea[]): PageMeta[] =>
  areas.map((area) => ({
    path: `/${area.slug}`,
    art: `local-map-${area.slug}`,
    title: fillPlaceholders(searchResult.title, { 'area.name': area.name }),
    description: areaDescription(area),
    keywords: [`blocked heating ${area.name}`, `microbore ${area.name}`, `power flush ${area.name}`, 'pellet flush'],
  }))

/** The metadata of each guide's page, from its front matter (content/guides/<slug>.md). */
export const guidePages = (list: readonly Guide[]): PageMeta[] =>
  list.map((guide) => ({
    path: guide.path,
    art: guide.art,
    title: guide.searchTitle,
    description: guide.description,
    keywords: guide.keywords,
  }))

/** The URLs a page is served at: its own path, then its aliases. */
export const servedPaths = (page: PageMeta): string[] => [page.path, ...(page.aliases ?? [])]

/**
 * The file a page's title and description are written in, for messages: content/pages.json,
 * content/guides/<slug>.md or content/local-areas.json. `fixedPages` is content/pages.json as read.
 */
export const pageSource = (path: string, fixedPages: readonly PageMeta[] = pages): string =>
  fixedPages.some((page) => servedPaths(page).includes(path))
    ? 'content/pages.json'
    : (guides.find((guide) => guide.path === path)?.file ?? 'content/local-areas.json')

/** Every page's metadata: the fixed routes, then one per local area, then one per guide. */
export const allPages: PageMeta[] = [...pages, ...localAreaPages(localAreas), ...guidePages(guides)]

/** The metadata for a URL path, whether it is a page's own path or one of its aliases. */
export const findPageMeta = (urlPathname: string): PageMeta | undefined => allPages.find((page) => servedPaths(page).includes(urlPathname))

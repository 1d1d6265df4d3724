// Every page of the site with its metadata: the fixed pages of content/pages.json, one page per
// local area (content/local-areas.json) and one per guide (content/guides/<slug>.md). Used at build time (head tags, validation); the browser never needs it.
import { guides, type Guide } from './guides.ts'
import type { LocalArea, PageMeta } from './schemas.ts'
import { localAreas } from './local-areas.ts'
import { fromPrice, pages } from './pages.ts'

/** The metadata of each local area's page, written from its row in content/local-areas.json. */
export const localAreaPages = (areas: readonly LocalArea[]): PageMeta[] =>
  areas.map((area) => ({
    path: `/${area.slug}`,
    art: `local-map-${area.slug}`,
    title: `Blocked Heating Fixed in ${area.name}`,
    description: `Cold radiators in ${area.name} (${area.postcodes.join(', ')})? We clear blocked microbore and plastic pipe heating that power flushing missed. From ${fromPrice} inc VAT, no travel charges.`,
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

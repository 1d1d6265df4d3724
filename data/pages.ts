import pagesFile from '../content/pages.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import { routeAliases } from './routes.ts'
import type { PageMeta } from './schemas.ts'

// Metadata for every fixed route, from content/pages.json; its second addresses are routing, not
// words (data/routes.ts). The local landing pages build theirs from content/local-areas.json and content/copy/local-area.json.
// Titles are the page part; the head adds " | " and the business name.
export const pages: PageMeta[] = fillPlaceholders(pagesFile.pages as PageMeta[]).map((page) => {
  const aliases = routeAliases[page.path]
  return aliases ? { ...page, aliases } : page
})

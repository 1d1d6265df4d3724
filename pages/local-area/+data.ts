// https://vike.dev/data: runs at build time (and in dev), so the area copy ships as HTML and
// pageContext JSON rather than inside every page's JavaScript.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { LocalArea, Quote } from '../../data/schemas.ts'
import { localAreas } from '../../data/site-pages.ts'
import { quotes } from '../../data/content.ts'

export interface LocalAreaPageData {
  area: LocalArea
  /** A review from this area, when the data has one. */
  localQuote: Quote | null
}

export function data(pageContext: PageContextServer): LocalAreaPageData {
  const area = localAreas.find((candidate) => candidate.slug === pageContext.routeParams.area)
  if (!area) throw render(404)
  return { area, localQuote: quotes.find((quote) => quote.localArea === area.slug) ?? null }
}

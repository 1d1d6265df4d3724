// https://vike.dev/data: runs at build time (and in dev), so the area copy ships as HTML and
// pageContext JSON rather than inside every page's JavaScript.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { LocalArea, Quote } from '../../data/schemas.ts'
import { localAreas } from '../../data/site-pages.ts'
import { quotes } from '../../data/content.ts'
import { caseStudiesFor } from '../../components/sections/CaseStudies.tsx'

export interface LocalAreaPageData {
  area: LocalArea
  /**
   * A customer's words under the hero's, where the area has no job of its own to show (its case
   * studies are its proof, further down, and the page's first flight of bytes holds one or the
   * other beside the quote): a review from this area, whatever its stars, as the published review
   * policy promises. Null where the area has case studies or no review of its own: its map stands
   * there instead (a neighbour's review, repeated on four pages, read as machine-made, review 20).
   */
  review: Quote | null
}

export function data(pageContext: PageContextServer): LocalAreaPageData {
  const area = localAreas.find((candidate) => candidate.slug === pageContext.routeParams.area)
  if (!area) throw render(404)
  const own = caseStudiesFor(area.slug).length > 0 ? undefined : quotes.find((quote) => quote.localArea === area.slug)
  return { area, review: own ?? null }
}

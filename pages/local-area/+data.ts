// https://vike.dev/data: runs at build time (and in dev), so the area copy ships as HTML and
// pageContext JSON rather than inside every page's JavaScript.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { LocalArea, Quote } from '../../data/schemas.ts'
import { localAreas } from '../../data/site-pages.ts'
import { quotes } from '../../data/content.ts'
import { distanceMetres } from '../../data/distance.ts'
import { caseStudiesFor } from '../../components/sections/CaseStudies.tsx'

export interface LocalAreaPageData {
  area: LocalArea
  /**
   * A customer's words under the hero's, where the area has no job of its own to show (its case
   * studies are its proof, further down, and the page's first flight of bytes holds one or the
   * other beside the quote): a review from this area, or else the nearest area's (`nearby`),
   * whatever its stars, as the published review policy promises. Null where the area has case
   * studies, or no area has a review.
   */
  review: { quote: Quote; nearby: boolean } | null
}

/** The review of the local area nearest this one that has one (by the distance between their centres): its own first. */
function nearestReview(area: LocalArea): Quote | undefined {
  const byDistance = [...localAreas].sort((a, b) => distanceMetres(area.centre, a.centre) - distanceMetres(area.centre, b.centre))
  for (const other of byDistance) {
    const quote = quotes.find((candidate) => candidate.localArea === other.slug)
    if (quote) return quote
  }
  return undefined
}

export function data(pageContext: PageContextServer): LocalAreaPageData {
  const area = localAreas.find((candidate) => candidate.slug === pageContext.routeParams.area)
  if (!area) throw render(404)
  const quote = caseStudiesFor(area.slug).length > 0 ? undefined : nearestReview(area)
  return { area, review: quote ? { quote, nearby: quote.localArea !== area.slug } : null }
}

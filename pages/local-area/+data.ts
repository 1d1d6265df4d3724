// https://vike.dev/data: runs at build time (and in dev), so the area copy ships as HTML and
// pageContext JSON rather than inside every page's JavaScript.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { LocalArea } from '../../data/schemas.ts'
import { localAreas } from '../../data/local-areas.ts'

export function data(pageContext: PageContextServer): LocalArea {
  const area = localAreas.find((candidate) => candidate.slug === pageContext.routeParams.area)
  if (!area) throw render(404)
  return area
}

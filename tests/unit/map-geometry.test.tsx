// Nothing on a map overlaps anything else, measured from the SVG each map is drawn as: every marker
// (dot, ring, pin), road shield and name, for every local area, for areas the data does not have yet,
// and for the coverage map. Shapes are measured by resvg, names from their size and length.
import { Resvg } from '@resvg/resvg-js'
import { load, type Cheerio } from 'cheerio'
import type { Element } from 'domhandler'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { artworkFile } from '../../components/illustrations/artwork.tsx'
import { imageDrawings } from '../../components/illustrations/ArtworkImage.tsx'
import { LocalAreaMap, type MapArea } from '../../components/illustrations/LocalAreaMap.tsx'
import { postcodeGeography } from '../../data/postcode-areas.ts'
import { business, coverage } from '../../data/facts.ts'
import { localAreas } from '../../data/site-pages.ts'

interface Shape {
  what: string
  box: { x0: number; y0: number; x1: number; y1: number }
  circle?: { x: number; y: number; r: number }
}

const num = (el: Cheerio<Element>, name: string) => Number(el.attr(name) ?? 0)
/** An attribute as the element inherits it (stroke width, font size). */
function inherited($el: Cheerio<Element>, name: string): number {
  const own = $el.attr(name) ?? $el.parents(`[${name}]`).first().attr(name)
  return Number(own ?? 0)
}

/** The shapes of a unit (one marker or shield), stroke included, as resvg draws them. */
const measured = new Map<string, { x0: number; y0: number; x1: number; y1: number }>()
function drawnBox(markup: string, width: number, height: number) {
  const known = measured.get(markup)
  if (known) return known
  const bbox = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${markup}</svg>`).innerBBox()
  if (!bbox) throw new Error(`nothing drawn: ${markup}`)
  const box = { x0: bbox.x, y0: bbox.y, x1: bbox.x + bbox.width, y1: bbox.y + bbox.height }
  measured.set(markup, box)
  return box
}

// A bold name is at most 0.72 em a character on average: the widest measured in Chromium was 0.71
// (DejaVu Sans Bold, "Edmonton"); Segoe UI, SF and Roboto are narrower. Plus the halo of its stroke.
function textBox($text: Cheerio<Element>) {
  const size = inherited($text, 'font-size')
  const halo = inherited($text, 'stroke-width') / 2
  const tspans = $text.find('tspan')
  const lines = tspans.length ? tspans.toArray().map((t) => load(t).text()) : [$text.text()]
  const w = Math.max(...lines.map((l) => l.length)) * size * 0.72
  const x = num($text, 'x')
  const anchor = $text.attr('text-anchor') ?? 'start'
  const left = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2
  const top = num($text, 'y') - size * 0.78
  const bottom = num($text, 'y') + size * 0.22 + (lines.length - 1) * size * 1.15
  return { x0: left - halo, y0: top - halo, x1: left + w + halo, y1: bottom + halo }
}

function shapesOf(svg: string): Shape[] {
  const $ = load(svg, { xml: true })
  const root = $('svg')
  const [width, height] = [num(root, 'width'), num(root, 'height')]
  const units: Shape[] = []
  $('[data-map="marker"], [data-map="shield"]').each((i, unit) => {
    const $unit = $(unit)
    // Shapes only (a shield's number is inside its sign by construction, and needs a font to measure).
    const shapes = $unit.find('circle, rect, path').toArray()
    const markup = shapes
      .map((s) => {
        const $s = $(s).clone()
        if (!$s.attr('stroke-width') && $(s).parents('[stroke-width]').length)
          $s.attr('stroke-width', String(inherited($(s), 'stroke-width')))
        return $.xml($s)
      })
      .join('')
    const circles = $unit.find('circle')
    const lone = shapes.length === 1 && circles.length === 1
    units.push({
      what: `${$unit.attr('data-map')} ${i}`,
      box: drawnBox(markup, width, height),
      circle: lone
        ? { x: num(circles, 'cx'), y: num(circles, 'cy'), r: num(circles, 'r') + inherited(circles, 'stroke-width') / 2 }
        : undefined,
    })
  })
  $('[data-map="label"]').each((_, text) => {
    units.push({ what: `label "${$(text).text()}"`, box: textBox($(text)) })
  })
  // Everything inside the drawing.
  for (const u of units) expect(u.box.x0 >= 0 && u.box.y0 >= 0 && u.box.x1 <= width && u.box.y1 <= height, `${u.what} in view`).toBe(true)
  return units
}

function collisions(shapes: Shape[]): string[] {
  const hits: string[] = []
  for (const [i, a] of shapes.entries())
    for (const b of shapes.slice(i + 1)) {
      const hit =
        a.circle && b.circle
          ? Math.hypot(a.circle.x - b.circle.x, a.circle.y - b.circle.y) < a.circle.r + b.circle.r
          : a.box.x0 < b.box.x1 && b.box.x0 < a.box.x1 && a.box.y0 < b.box.y1 && b.box.y0 < a.box.y1
      if (hit) hits.push(`${a.what} × ${b.what}`)
    }
  return hits
}

/** A pin inside its highlight ring stays within the ring's inner edge: the one containment meant. */
function pinsInsideRings(svg: string): void {
  const $ = load(svg, { xml: true })
  $('[data-map="marker"]').each((_, unit) => {
    const ring = $(unit).find('circle[fill="none"]')
    const pin = $(unit).find('path')
    if (!ring.length || !pin.length) return
    const [cx, cy] = [num(ring, 'cx'), num(ring, 'cy')]
    const inner = num(ring, 'r') - num(ring, 'stroke-width') / 2
    const b = drawnBox($.xml(pin), 2000, 2000)
    // The pin is round at the head and narrows to its tip, so its extremes along each axis are its farthest points.
    const far = Math.max(cy - b.y0, b.y1 - cy, cx - b.x0, b.x1 - cx)
    expect(far, 'pin within its ring').toBeLessThan(inner)
  })
}

const mapAreas: MapArea[] = localAreas.map(({ slug, name, centre }) => ({ slug, name, ...centre }))
const radiusKm = business.serviceRadiusMetres / 1000
const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.hypot((a.latitude - b.latitude) * 111.2, (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180))

describe('local area maps', () => {
  it.each(localAreas.map((a) => a.slug))('%s: no pin, ring, name or road sign overlaps another', (slug) => {
    const file = artworkFile(`local-map-${slug}`)
    if (!file) throw new Error(`no map for ${slug}`)
    const shapes = shapesOf(file.svg)
    expect(collisions(shapes)).toEqual([])
    pinsInsideRings(file.svg)
    const area = localAreas.find((a) => a.slug === slug)
    expect(shapes.filter((s) => s.what === `label "${area?.name}"`)).toHaveLength(1)
    // A name is never left off to keep it clear of a neighbour: every marker drawn has one.
    const count = (what: string) => shapes.filter((s) => s.what.startsWith(what)).length
    expect(count('label'), 'a name for every marker').toBe(count('marker'))
  })

  // Places the data does not have yet: one at each city we cover (all inside the radius) and one beside
  // our base, each drawn as its own page's map and as a neighbour on every other page.
  const extras: MapArea[] = [
    ...Object.entries(postcodeGeography.listedCityLocations).map(([name, at]) => ({ slug: `x-${name}`, name, ...at })),
    { slug: 'x-next-door', name: 'Next Door', latitude: business.geo.latitude + 0.003, longitude: business.geo.longitude + 0.004 },
  ].filter((a) => km(a, business.geo) <= radiusKm)

  it('has places to try across England', () => {
    expect(extras.length).toBeGreaterThan(10)
  })

  it.each(extras.map((a) => a.slug))(
    'an eleventh area at %s lays out without overlap',
    (slug) => {
      const extra = extras.find((a) => a.slug === slug)
      if (!extra) throw new Error(slug)
      const areas = [...mapAreas, extra]
      for (const highlight of [extra.slug, ...mapAreas.map((a) => a.slug)]) {
        const svg = renderToStaticMarkup(<LocalAreaMap areas={areas} highlight={highlight} base={business.geo} />)
        expect(collisions(shapesOf(svg)), `${highlight} with ${extra.name}`).toEqual([])
        pinsInsideRings(svg)
      }
      // Its own page names it.
      const own = renderToStaticMarkup(<LocalAreaMap areas={areas} highlight={extra.slug} base={business.geo} />)
      expect(shapesOf(own).some((s) => s.what === `label "${extra.name}"`)).toBe(true)
    },
    30_000,
  )
})

describe('coverage map', () => {
  const file = artworkFile('coverage-map')
  if (!file) throw new Error('no coverage map')

  it('no dot, pin or name overlaps another', () => {
    expect(collisions(shapesOf(file.svg))).toEqual([])
  })

  it('names every city it shows at least once, or leaves it to the list on the page', () => {
    const $ = load(file.svg, { xml: true })
    const named = $('[data-map="label"]').text()
    // The page lists every city (pages/areas-we-cover), so a name left off the drawing is still there;
    // the drawing names most of them, the biggest first.
    const onMap = coverage.cities.filter((city) => named.includes(city))
    expect(onMap.length).toBeGreaterThanOrEqual(coverage.cities.length / 2)
    expect(onMap).toContain(coverage.cities[0])
  })
})

describe('drawings shown as images', () => {
  it.each(Object.entries(imageDrawings))('%s is listed at the size it is drawn, with its words', (name, listed) => {
    const file = artworkFile(name)
    expect(file && { width: file.width, height: file.height, alt: file.alt }).toEqual(listed)
  })
})

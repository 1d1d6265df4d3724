// Where the coverage map's dots and names go, computed from the cities and our base: dots that would
// touch become one dot named for all of them, and names go where they fit (the page lists every city).
import { basePinBox } from './BasePin.tsx'
import {
  circleBox,
  fitProjection,
  labelBox,
  mergeTouching,
  overlaps,
  placeLabel,
  type Box,
  type LatLon,
  type PlacedLabel,
} from './map-geometry.ts'

export interface MapCity extends LatLon {
  name: string
}

export const coverageMapSize = { width: 460, height: 520 }
/** From County Durham to the Lizard, Cornwall to the Suffolk coast: all of England we cover, with East Anglia and Kent whole. */
export const coverageBounds = { north: 54.6, south: 49.95, west: -5.2, east: 1.8 }
export const cityDot = { r: 4.5, stroke: 1.5 }
/**
 * 18 units reads as 14 px on a 390 px phone, where the drawing is shown at about three quarters of
 * its size (13 px was too small, a review found); a city whose name will not fit is keyed by number.
 */
const labelSize = 18

export interface CoverageMarker {
  key: string
  kind: 'dot' | 'pin'
  x: number
  y: number
  names: string[]
  box: Box
}
export interface CoverageLabel {
  key: string
  lines: string[]
  at: PlacedLabel
  /** A name set apart from its dot, joined to it by this line, from the dot's edge to the name's box. */
  leader?: { x1: number; y1: number; x2: number; y2: number }
}

/** More names than this on one marker would read as a list, not a label: the page lists them instead. */
const maxLines = 3

type Item = { city?: MapCity; base: boolean }

/** From the edge of a dot to the nearest point of its name's box. */
function leaderLine(dot: { x: number; y: number }, to: Box) {
  const x2 = Math.min(Math.max(dot.x, to.x), to.x + to.w)
  const y2 = Math.min(Math.max(dot.y, to.y), to.y + to.h)
  const length = Math.hypot(x2 - dot.x, y2 - dot.y)
  const out = (cityDot.r + cityDot.stroke) / length
  const round = (n: number) => Math.round(n * 10) / 10
  return { x1: round(dot.x + (x2 - dot.x) * out), y1: round(dot.y + (y2 - dot.y) * out), x2: round(x2), y2: round(y2) }
}

export function layoutCoverageMap({ cities, base }: { cities: MapCity[]; base: LatLon }) {
  const { width, height } = coverageMapSize
  const { project, unitsPerKm } = fitProjection(coverageBounds, width, height)
  const point = (item: Item, { latitude, longitude }: LatLon) => {
    const [x, y] = project(latitude, longitude)
    return { item, x, y }
  }
  // The base is a marker like the cities: a city whose dot would touch the pin is drawn as the pin.
  const footprint = (members: Item[], x: number, y: number) =>
    members.some((m) => m.base) ? basePinBox(x, y) : circleBox(x, y, cityDot.r + cityDot.stroke / 2)
  const clusters = mergeTouching<Item>(
    [...cities.map((city) => point({ city, base: false }, city)), point({ base: true }, base)],
    (points) => {
      const pin = points.find((p) => p.item.base)
      if (pin) return [pin.x, pin.y]
      const mean = (pick: (p: (typeof points)[number]) => number) =>
        Math.round((points.reduce((s, p) => s + pick(p), 0) / points.length) * 10) / 10
      return [mean((p) => p.x), mean((p) => p.y)]
    },
    footprint,
    2,
  )
  const markers = clusters.map((c): CoverageMarker => ({
    key: c.members.map((m) => m.city?.name ?? 'base').join('+'),
    kind: c.members.some((m) => m.base) ? 'pin' : 'dot',
    x: c.x,
    y: c.y,
    names: c.members.flatMap((m) => (m.city ? [m.city.name] : [])),
    box: c.box,
  }))
  const taken: Box[] = markers.map((m) => m.box)
  // In the cities' own order (the biggest first), each named where it fits: a shared dot's names on one
  // line, else one name a line.
  const labels = markers.flatMap((marker): CoverageLabel[] => {
    const others = markers.filter((m) => m !== marker).map((m) => m.box)
    const [first, ...rest] = marker.names
    if (!first) return []
    const variants = rest.length
      ? [[marker.names.join(' & ')], [first, ...rest.map((name) => `& ${name}`)]].filter((lines) => lines.length <= maxLines)
      : [[first]]
    for (const lines of variants) {
      const at = placeLabel(lines, marker.box, labelSize, 3, taken, { width, height }, others)
      if (at) return [{ key: marker.key, lines, at }]
    }
    return []
  })
  // A dot with no room for its name beside it has the name a little further off, joined to its own
  // dot by a line, where it is clear and still nearer its own dot than any other: "Reading" set
  // above Oxford's name, its line running past Oxford's dot, read as Oxford's (review 24).
  for (const marker of markers.filter((m) => m.names.length && !labels.some((label) => label.key === m.key))) {
    const lines = [marker.names.join(' & ')]
    const others = markers.filter((m) => m !== marker).map((m) => m.box)
    // The line may cross no other dot or name: checked at a dozen points along it.
    const lineIsClear = (box: Box) => {
      const { x1, y1, x2, y2 } = leaderLine(marker, box)
      return Array.from({ length: 12 }, (_, i) => [x1 + ((x2 - x1) * i) / 11, y1 + ((y2 - y1) * i) / 11]).every(([x = 0, y = 0]) =>
        taken.every((t) => t === marker.box || x <= t.x || x >= t.x + t.w || y <= t.y || y >= t.y + t.h),
      )
    }
    const at = [10, 14, 18, 22].reduce<PlacedLabel | undefined>(
      (found, gap) => found ?? placeLabel(lines, marker.box, labelSize, gap, taken, { width, height }, others, lineIsClear),
      undefined,
    )
    if (at) labels.push({ key: marker.key, lines, at, leader: leaderLine(marker, labelBox(lines, at, labelSize)) })
  }
  // A dot with no room for its name gets a number beside it, and the name in a key in the top
  // right corner (the North Sea), as printed maps do.
  const keyLines: string[] = []
  const unnamed = markers.filter((marker) => marker.names.length && !labels.some((label) => label.key === marker.key))
  // Numbered from north to south, so the key reads down the map.
  for (const marker of unnamed.sort((a, b) => a.y - b.y)) {
    const number = String(keyLines.length + 1)
    const others = markers.filter((m) => m !== marker).map((m) => m.box)
    const at = placeLabel([number], marker.box, labelSize, 2, taken, { width, height }, others)
    if (!at) continue
    labels.push({ key: marker.key, lines: [number], at })
    keyLines.push(`${number} ${marker.names.join(' & ')}`)
  }
  const key: CoverageLabel | undefined = keyLines.length
    ? { key: 'key', lines: keyLines, at: { x: width - 12, y: 12 + labelSize * 0.8, anchor: 'end' } }
    : undefined
  if (key && taken.some((box) => overlaps(box, labelBox(key.lines, key.at, labelSize)))) {
    throw new Error('The coverage map key overlaps a city: move it (components/illustrations/coverage-map-layout.ts)')
  }
  return { width, height, project, unitsPerKm, markers, labels: key ? [...labels, key] : labels, labelSize }
}

// Where everything on a local area's map goes, computed from the places alone so any area in England
// lays out the same way: nothing is placed by hand, and nothing drawn overlaps anything else.
import { distanceMetres } from '../../data/distance.ts'
import { basePinBox, pinRing } from './BasePin.tsx'
import {
  boundsAround,
  circleBox,
  fitProjection,
  inflate,
  labelBox,
  mergeTouching,
  overlaps,
  placeLabel,
  type Box,
  type LatLon,
  type LatLonPair,
  type PlacedLabel,
} from './map-geometry.ts'

export interface MapArea extends LatLon {
  slug: string
  name: string
}

export const localMapSize = { width: 480, height: 400 }
/** The places a map shows beside its own area: those a short drive away (every pair in North London is). */
const neighbourhoodKm = 15
const dot = { r: 6, stroke: 2 }
const ring = { r: 13, stroke: 5 }
export const localMarkerStyle = { dot, ring, pinRing }

export type MarkerKind = 'dot' | 'ring' | 'pin' | 'ringed-pin'
export interface LocalMarker {
  key: string
  kind: MarkerKind
  x: number
  y: number
  /** The room the marker takes, stroke included. */
  box: Box
}
export interface LocalLabel {
  key: string
  lines: string[]
  size: number
  main: boolean
  at: PlacedLabel
}
export interface RoadShield {
  name: string
  x: number
  y: number
  w: number
  h: number
}
export interface Road {
  name: string
  /** The shield's width, from the length of its number. */
  shieldWidth: number
  line: readonly LatLonPair[]
}

/** More names than this on one marker would read as a list, not a label: the page lists them instead. */
const maxLines = 3

type Item = { area?: MapArea; base: boolean }

const kindOf = (members: Item[], highlight?: string): MarkerKind => {
  const base = members.some((m) => m.base)
  const main = members.some((m) => m.area?.slug === highlight)
  return base ? (main ? 'ringed-pin' : 'pin') : main ? 'ring' : 'dot'
}
function footprint(kind: MarkerKind, x: number, y: number): Box {
  if (kind === 'pin') return basePinBox(x, y)
  if (kind === 'ringed-pin') return circleBox(x, y + pinRing.dy, pinRing.r + pinRing.stroke / 2)
  if (kind === 'ring') return circleBox(x, y, ring.r + ring.stroke / 2)
  return circleBox(x, y, dot.r + dot.stroke / 2)
}
const distanceKm = (a: LatLon, b: LatLon) => distanceMetres(a, b) / 1000

/** The view: the area, its neighbours and our base, padded, with room on the east where names go first and in the south. */
function viewBounds(areas: MapArea[], base: LatLon, highlighted: MapArea | undefined, m25: readonly LatLonPair[]) {
  const near = highlighted ? areas.filter((a) => distanceKm(a, highlighted) <= neighbourhoodKm) : areas
  const spanKm = Math.max(...near.map((a) => distanceKm(a, base)), 1)
  const bounds = boundsAround([...near, base], Math.max(1.6, spanKm * 0.15))
  bounds.east += (bounds.east - bounds.west) * 0.12
  // And under the southernmost, whose name goes below it when its sides are taken.
  bounds.south -= (bounds.north - bounds.south) * 0.08
  // The M25 runs just north of the outer areas: stretch the view to show it when it is that close.
  const m25South = Math.min(...m25.filter(([, lon]) => lon > bounds.west && lon < bounds.east).map(([lat]) => lat))
  if (m25South > bounds.north && m25South - bounds.north < 0.06) bounds.north = m25South + 0.006
  return bounds
}

export function layoutLocalMap({
  areas,
  highlight,
  base,
  roads,
  water,
}: {
  areas: MapArea[]
  highlight?: string
  base: LatLon
  /** Roads drawn for context, the first the M25 (the view stretches to show it when it is close). */
  roads: Road[]
  /** Other lines drawn (rivers): names keep off them, as off the roads, where they can. */
  water: readonly (readonly LatLonPair[])[]
}) {
  const { width, height } = localMapSize
  const view = { width, height }
  const highlighted = areas.find((a) => a.slug === highlight)
  const { project } = fitProjection(viewBounds(areas, base, highlighted, roads[0]?.line ?? []), width, height)
  const within = ([x, y]: [number, number]) => x >= 12 && y >= 12 && x <= width - 12 && y <= height - 12

  // Every place that falls in the view is drawn; places whose markers would touch share one marker,
  // standing on our base if it is among them (the pin is its own marker), else on the highlighted area.
  const items = [
    ...areas.map((area) => ({ item: { area, base: false } as Item, xy: project(area.latitude, area.longitude) })),
    { item: { base: true } as Item, xy: project(base.latitude, base.longitude) },
  ]
    .filter(({ xy }) => within(xy))
    .map(({ item, xy: [x, y] }) => ({ item, x, y }))
  const clusters = mergeTouching<Item>(
    items,
    (points) => {
      const lead = points.find((p) => p.item.base) ?? points.find((p) => p.item.area?.slug === highlight)
      if (lead) return [lead.x, lead.y]
      return [points.reduce((s, p) => s + p.x, 0) / points.length, points.reduce((s, p) => s + p.y, 0) / points.length]
    },
    (members, x, y) => footprint(kindOf(members, highlight), x, y),
    4,
  )
  const markers = clusters.map((c): LocalMarker & { members: Item[] } => ({
    key: c.members.map((m) => m.area?.slug ?? 'base').join('+'),
    kind: kindOf(c.members, highlight),
    x: c.x,
    y: c.y,
    box: c.box,
    members: c.members,
  }))
  const taken: Box[] = markers.map((m) => m.box)
  // Every few units along each road and river, the room its stroke takes: a name across a line is hard to read.
  const strokeBoxes = (lines: readonly (readonly LatLonPair[])[]) =>
    lines.flatMap((line) =>
      pointsAlong(
        line.map(([lat, lon]) => project(lat, lon)),
        (length) => Math.ceil(length / 6),
      ).map(([x, y]) => circleBox(x, y, 3)),
    )
  const roadBoxes = strokeBoxes(roads.map((road) => road.line))
  const lineBoxes = [...roadBoxes, ...strokeBoxes(water)]

  const labels: LocalLabel[] = []
  const label = (marker: (typeof markers)[number]) => {
    const main = marker.kind === 'ring' || marker.kind === 'ringed-pin'
    const names = marker.members.flatMap((m) => (m.area ? [m.area] : []))
    // A shared marker is named for the highlighted area alone; otherwise for everything it stands for,
    // on one line or else one name a line.
    const [first, ...rest] = main ? [highlighted?.name ?? ''] : names.map((a) => a.name)
    if (!first) return
    const variants = rest.length
      ? [[[first, ...rest].join(' & ')], [first, ...rest.map((name) => `& ${name}`)]].filter((lines) => lines.length <= maxLines)
      : [[first]]
    const size = main ? 22 : 20
    const others = markers.filter((m) => m !== marker).map((m) => m.box)
    // Every name keeps off the roads and the river where it can; the page's own name keeps clear of
    // its neighbours' dots first, even across the thin river (then a road), so that at a phone's
    // scale it never reads as a neighbour's name. Every name keeps 10 units inside the rounded edge,
    // which a phone's card crops close to, where it can.
    // Every name, too, keeps its middle nearer its own marker than a neighbour's, unless nowhere is
    // left (then nearer its own edge to edge, as always), so a name is never left off.
    // The page's own name, large and bold, reads as its marker's further out than a neighbour's does.
    const centreRatio = main ? 0.45 : 0.6
    // And no neighbour's dot just beyond its edge: a name under one dot and beside another read as
    // the first's (review 16: "Tottenham" under Wood Green's dot on /muswell-hill).
    const clearance = 10
    const ownNameFirst = [lineBoxes, roadBoxes, []].flatMap((avoid) =>
      [24, 12, 6, ...(avoid.length ? [0] : [])].map((room) => ({
        clearOf: others.map((box) => inflate(box, room)),
        avoid,
        margin: 10,
        centreRatio,
        clearance,
      })),
    )
    const attempts = [
      ...(main ? ownNameFirst : [{ clearOf: others, avoid: lineBoxes, margin: 10, centreRatio, clearance }]),
      { clearOf: others, avoid: [], margin: 10, centreRatio, clearance },
      { clearOf: others, avoid: [], margin: 4, centreRatio, clearance },
      { clearOf: others, avoid: lineBoxes, margin: 10, centreRatio, clearance: 0 },
      { clearOf: others, avoid: [], margin: 4, centreRatio, clearance: 0 },
      { clearOf: others, avoid: lineBoxes, margin: 10, centreRatio: 0, clearance: 0 },
      { clearOf: others, avoid: [], margin: 4, centreRatio: 0, clearance: 0 },
    ]
    for (const { clearOf, avoid, margin, centreRatio, clearance } of attempts)
      for (const lines of variants) {
        const at = placeLabel(
          lines,
          marker.box,
          size,
          main ? 4 : 3,
          [...taken, ...avoid],
          { ...view, margin, centreRatio, clearance },
          clearOf,
        )
        if (!at) continue
        // Other names keep a little further from the page's own, so no two read as one.
        taken.push(inflate(labelBox(lines, at, size), main ? 4 : 0))
        return void labels.push({ key: marker.key, lines, size, main, at })
      }
  }
  // The highlighted name first, so it always gets a clear spot; then the road numbers; then the rest.
  markers.filter((m) => m.kind === 'ring' || m.kind === 'ringed-pin').forEach(label)
  const shields = roads.flatMap((road) => {
    const shield = placeShield(road, project, markers, taken, view)
    return shield ? [shield] : []
  })
  markers.filter((m) => m.kind !== 'ring' && m.kind !== 'ringed-pin').forEach(label)

  return { width, height, project, markers, labels, shields }
}

/** Points along a drawn line: each bend, and `stepsFor(its length)` evenly spaced along each stretch. */
function pointsAlong(points: [number, number][], stepsFor: (length: number) => number): [number, number][] {
  return points.flatMap(([x, y], i): [number, number][] => {
    const next = points[i + 1]
    if (!next) return [[x, y]]
    const steps = Math.max(1, stepsFor(Math.hypot(next[0] - x, next[1] - y)))
    return Array.from({ length: steps }, (_, step) => [x + ((next[0] - x) * step) / steps, y + ((next[1] - y) * step) / steps])
  })
}

/** A road's number on the point of its line farthest from every marker that has room for it, if any has. */
function placeShield(
  road: Road,
  project: (lat: number, lon: number) => [number, number],
  markers: { x: number; y: number }[],
  taken: Box[],
  view: { width: number; height: number },
): RoadShield | undefined {
  // Along each stretch, not only at its bends, so a short stretch in view still offers spots.
  const along = pointsAlong(
    road.line.map(([lat, lon]) => project(lat, lon)),
    () => 4,
  )
  const clearance = ([x, y]: [number, number]) => Math.min(...markers.map((m) => Math.hypot(m.x - x, m.y - y)))
  const [w, h] = [road.shieldWidth, 24]
  for (const [x, y] of along.sort((a, b) => clearance(b) - clearance(a))) {
    const box = { x: Math.round(x - w / 2), y: Math.round(y - h / 2), w, h }
    // Clear of the map's rounded edge, which a phone's card crops close to.
    const inside = box.x >= 12 && box.y >= 8 && box.x + w <= view.width - 12 && box.y + h <= view.height - 8
    if (inside && !taken.some((t) => overlaps(inflate(t, 2), box))) {
      taken.push(box)
      return { name: road.name, ...box }
    }
  }
  return undefined
}

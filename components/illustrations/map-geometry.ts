// Shared by the map drawings: a flat projection fitted to a view, path building and label placement.

export interface LatLon {
  latitude: number
  longitude: number
}
/** [latitude, longitude], the compact form for hand-written outlines. */
export type LatLonPair = readonly [number, number]

export interface Bounds {
  north: number
  south: number
  west: number
  east: number
}

const kmPerDegree = 111.2

/** Equirectangular with a cos(latitude) correction: true to scale at these sizes, and tiny to compute. */
export function fitProjection(bounds: Bounds, width: number, height: number) {
  const cos = Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180)
  const spanX = (bounds.east - bounds.west) * cos
  const spanY = bounds.north - bounds.south
  const unitsPerDegree = Math.min(width / spanX, height / spanY)
  // Centre the fitted area in the view.
  const offsetX = (width - spanX * unitsPerDegree) / 2
  const offsetY = (height - spanY * unitsPerDegree) / 2
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    unitsPerKm: unitsPerDegree / kmPerDegree,
    project(latitude: number, longitude: number): [number, number] {
      return [
        round(offsetX + (longitude - bounds.west) * cos * unitsPerDegree),
        round(offsetY + (bounds.north - latitude) * unitsPerDegree),
      ]
    },
  }
}

/** Bounds around points, padded by `padKm` on every side. */
export function boundsAround(points: LatLon[], padKm: number): Bounds {
  const lats = points.map((p) => p.latitude)
  const lons = points.map((p) => p.longitude)
  const padLat = padKm / kmPerDegree
  const north = Math.max(...lats) + padLat
  const south = Math.min(...lats) - padLat
  const padLon = padLat / Math.cos((((north + south) / 2) * Math.PI) / 180)
  return { north, south, west: Math.min(...lons) - padLon, east: Math.max(...lons) + padLon }
}

/** An SVG path through projected points, whole units (ample at these scales). */
export function pathThrough(points: readonly LatLonPair[], project: (lat: number, lon: number) => [number, number], close = false) {
  return (
    points
      .map(([lat, lon], i) => {
        const [x, y] = project(lat, lon)
        return `${i ? 'L' : 'M'}${Math.round(x)} ${Math.round(y)}`
      })
      .join('') + (close ? 'Z' : '')
  )
}

export interface Box {
  x: number
  y: number
  w: number
  h: number
  /** The box is a circle's (a dot or a ring): two of these touch by distance, not by their corners. */
  round?: boolean
}
export interface PlacedLabel {
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
export const inflate = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by })
export const circleBox = (x: number, y: number, r: number): Box => ({ x: x - r, y: y - r, w: 2 * r, h: 2 * r, round: true })
/** The distance between two boxes' nearest edges (0 when they overlap). */
const centreDistance = (a: Box, b: Box) => Math.hypot(a.x + a.w / 2 - b.x - b.w / 2, a.y + a.h / 2 - b.y - b.h / 2)
export const boxGap = (a: Box, b: Box) =>
  Math.hypot(Math.max(0, a.x - b.x - b.w, b.x - a.x - a.w), Math.max(0, a.y - b.y - b.h, b.y - a.y - a.h))
/** Whether two footprints come within `gap` of each other. */
export function touches(a: Box, b: Box, gap: number) {
  if (!a.round || !b.round) return overlaps(inflate(a, gap / 2), inflate(b, gap / 2))
  return Math.hypot(a.x + a.w / 2 - b.x - b.w / 2, a.y + a.h / 2 - b.y - b.h / 2) < (a.w + b.w) / 2 + gap
}

/** Labels are bold with a 4-unit halo (2 beyond the glyphs); 0.72 em a character fits the widest common
 * fallback (DejaVu Sans Bold, up to 0.71 for these names in Chromium); Segoe UI, SF and Roboto are narrower. */
export const labelHalo = 2
/** Lines of a label stand this many sizes apart. */
export const lineHeight = 1.15
export function labelBox(lines: readonly string[], { x, y, anchor }: PlacedLabel, size: number): Box {
  const w = Math.max(...lines.map((line) => line.length)) * size * 0.72 + 2 * labelHalo
  const left = anchor === 'start' ? x - labelHalo : anchor === 'end' ? x - w + labelHalo : x - w / 2
  return { x: left, y: y - size * 0.8 - labelHalo, w, h: size * (1 + (lines.length - 1) * lineHeight) + 2 * labelHalo }
}

/**
 * Greedy placement around a marker's footprint: right, left, above, below, then the four corners, first
 * close and then farther out; the first spot inside the view and clear of everything placed so far wins,
 * else undefined (the caller leaves that label out: the page names every place in text as well).
 */
export function placeLabel(
  lines: readonly string[],
  around: Box,
  size: number,
  gap: number,
  taken: Box[],
  /**
   * The drawing's size; how far inside its edge a label keeps (4 units unless given); and how
   * clearly its own marker must be the nearest: every other at least `clearance` units further
   * from the label's edge than its own, and at least `centreRatio` times as far from its middle
   * (both 0 unless given: nearer edge to edge, by any amount).
   */
  view: { width: number; height: number; margin?: number; centreRatio?: number; clearance?: number },
  /** Other markers: a spot nearer one of them than its own marker would name the wrong place. */
  others: Box[] = [],
  /** Any further test a spot must pass (a name's line to its dot crossing nothing). */
  accept: (box: Box) => boolean = () => true,
): PlacedLabel | undefined {
  const { w, h } = labelBox(lines, { x: 0, y: 0, anchor: 'start' }, size)
  const cy = around.y + around.h / 2
  const cx = around.x + around.w / 2
  // The baseline that puts a label's box with its top at `top`.
  const baseline = (top: number) => top + size * 0.8 + labelHalo
  for (const g of [gap, gap * 2, gap * 3]) {
    const [left, right, top, bottom] = [around.x - g, around.x + around.w + g, around.y - g, around.y + around.h + g]
    const candidates: PlacedLabel[] = [
      { x: right + labelHalo, y: baseline(cy - h / 2), anchor: 'start' },
      { x: left - labelHalo, y: baseline(cy - h / 2), anchor: 'end' },
      { x: cx, y: baseline(top - h), anchor: 'middle' },
      { x: cx, y: baseline(bottom), anchor: 'middle' },
      { x: right + labelHalo, y: baseline(top - h), anchor: 'start' },
      { x: left - labelHalo, y: baseline(top - h), anchor: 'end' },
      { x: right + labelHalo, y: baseline(bottom), anchor: 'start' },
      { x: left - labelHalo, y: baseline(bottom), anchor: 'end' },
      // Above or below, lined up with one side of the marker rather than centred on it.
      { x: around.x, y: baseline(top - h), anchor: 'start' },
      { x: around.x + around.w, y: baseline(top - h), anchor: 'end' },
      { x: around.x, y: baseline(bottom), anchor: 'start' },
      { x: around.x + around.w, y: baseline(bottom), anchor: 'end' },
    ]
    for (const candidate of candidates) {
      const label = { x: Math.round(candidate.x), y: Math.round(candidate.y), anchor: candidate.anchor }
      const box = labelBox(lines, label, size)
      const edge = view.margin ?? 4
      const inside = box.x >= edge && box.y >= edge && box.x + w <= view.width - edge && box.y + h <= view.height - edge
      const own = boxGap(box, around)
      const ownCentre = centreDistance(box, around)
      // Nearer its own marker than any other, edge to edge; and, where asked, no other marker much
      // nearer its middle: a long name beside its dot but centred under a neighbour's reads as the
      // neighbour's (review 15, Wood Green under Tottenham's dot).
      const nearestIsOwn = others.every(
        (o) => boxGap(box, o) > own + (view.clearance ?? 0) && centreDistance(box, o) > ownCentre * (view.centreRatio ?? 0),
      )
      if (inside && !taken.some((t) => overlaps(t, box)) && nearestIsOwn && accept(box)) {
        taken.push(box)
        return label
      }
    }
  }
  return undefined
}

export interface Cluster<T> {
  members: T[]
  x: number
  y: number
  box: Box
}

/**
 * Markers whose footprints would touch (within `gap`) become one marker, repeatedly, until none touch:
 * a computed rule, so any set of places lays out without overlap at any scale. `anchor` says where the
 * merged marker stands (e.g. on the member that matters most) and `footprint` how much room it needs.
 */
export function mergeTouching<T>(
  items: { item: T; x: number; y: number }[],
  anchor: (members: { item: T; x: number; y: number }[]) => [number, number],
  footprint: (members: T[], x: number, y: number) => Box,
  gap: number,
): Cluster<T>[] {
  type Group = { points: { item: T; x: number; y: number }[]; x: number; y: number; box: Box }
  const group = (points: Group['points']): Group => {
    const [x, y] = anchor(points)
    return {
      points,
      x,
      y,
      box: footprint(
        points.map((p) => p.item),
        x,
        y,
      ),
    }
  }
  let groups = items.map((p) => group([p]))
  const touching = () => {
    for (const [i, a] of groups.entries()) for (const [j, b] of groups.entries()) if (j > i && touches(a.box, b.box, gap)) return { a, b }
    return undefined
  }
  for (let pair = touching(); pair; pair = touching()) {
    const { a, b } = pair
    // The merged marker keeps the earlier one's place in the order (labels are placed in that order).
    const merged = group([...a.points, ...b.points])
    groups = groups.flatMap((g) => (g === a ? [merged] : g === b ? [] : [g]))
  }
  return groups.map((g) => ({ members: g.points.map((p) => p.item), x: g.x, y: g.y, box: g.box }))
}

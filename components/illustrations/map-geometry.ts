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
}
export interface PlacedLabel {
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/**
 * Greedy placement: try right, above, below, left, then the upper corners of the point, first close and then
 * one step farther out; take the first spot that stays in the view and clear of everything placed so far,
 * else give up (the caller leaves that label out).
 */
export function placeLabel(
  text: string,
  x: number,
  y: number,
  size: number,
  gap: number,
  taken: Box[],
  view: { width: number; height: number },
): PlacedLabel | undefined {
  // Rough advance width of bold sans-serif text; generous so real fonts fit.
  const w = text.length * size * 0.66
  const h = size
  for (const g of [gap, gap * 2]) {
    const candidates: [PlacedLabel, Box][] = [
      [
        { x: x + g, y: y + size * 0.35, anchor: 'start' },
        { x: x + g, y: y - h / 2, w, h },
      ],
      [
        { x, y: y - g, anchor: 'middle' },
        { x: x - w / 2, y: y - g - h * 0.8, w, h },
      ],
      [
        { x, y: y + g + size * 0.7, anchor: 'middle' },
        { x: x - w / 2, y: y + g - h * 0.1, w, h },
      ],
      [
        { x: x - g, y: y + size * 0.35, anchor: 'end' },
        { x: x - g - w, y: y - h / 2, w, h },
      ],
      [
        { x: x + g / 2, y: y - g / 2, anchor: 'start' },
        { x: x + g / 2, y: y - g / 2 - h * 0.8, w, h },
      ],
      [
        { x: x - g / 2, y: y - g / 2, anchor: 'end' },
        { x: x - g / 2 - w, y: y - g / 2 - h * 0.8, w, h },
      ],
    ]
    for (const [label, box] of candidates) {
      const inside = box.x >= 4 && box.y >= 4 && box.x + box.w <= view.width - 4 && box.y + box.h <= view.height - 4
      if (inside && !taken.some((t) => overlaps(t, box))) {
        taken.push(box)
        return { x: Math.round(label.x), y: Math.round(label.y), anchor: label.anchor }
      }
    }
  }
  return undefined
}

// Distances as the crow flies, for the coverage check and the content check of local areas.
const earthRadiusMetres = 6371008.8

export interface Point {
  readonly latitude: number
  readonly longitude: number
}

/** The great-circle distance between two map points (haversine), in metres. */
export function distanceMetres(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(h)))
}

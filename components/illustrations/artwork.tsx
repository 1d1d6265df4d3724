// Every drawing on the site, by name. Each is written to /art/<name>.svg at build time
// (vite-plugins/artwork.ts) and shown with <img> (ArtworkImage): no drawing is part of a page's
// script, and pages share what they show alike. Maps are drawn from data/.
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { business } from '../../data/business.ts'
import { coverage } from '../../data/coverage.ts'
import { localAreas } from '../../data/local-areas.ts'
import { postcodeGeography } from '../../data/postcode-areas.ts'
import { AssistantArt, assistantArtLabel } from './AssistantArt.tsx'
import { BookingArt, bookingArtLabel } from './BookingArt.tsx'
import { CompanyArt, companyArtLabel } from './CompanyArt.tsx'
import { CoverageMap } from './CoverageMap.tsx'
import { LocalAreaMap } from './LocalAreaMap.tsx'
import { PelletFlushSequence, pelletFlushSequenceLabel } from './PelletFlushSequence.tsx'
import { PipeBores, pipeBoresLabel } from './PipeBores.tsx'
import { PriceArt, priceArtLabel } from './PriceArt.tsx'
import { RadiatorThermal, radiatorThermalLabel } from './RadiatorThermal.tsx'
import { TeamAvatar } from './TeamAvatar.tsx'
import { TwoOptionChoice, twoOptionChoiceLabel } from './TwoOptionChoice.tsx'

interface Drawing {
  draw: () => ReactElement
  /** What the drawing shows, for the <img> alt text and the share image. */
  alt: string
}

const mapAreas = localAreas.map(({ slug, name, centre }) => ({ slug, name, ...centre }))
const mapCities = coverage.cities.flatMap((name) => {
  const location = postcodeGeography.listedCityLocations[name]
  return location ? [{ name, ...location }] : []
})
const radiusKm = business.serviceRadiusMetres / 1000

const drawings: Record<string, Drawing> = {
  'radiator-thermal': { draw: () => <RadiatorThermal />, alt: radiatorThermalLabel },
  'radiator-before': {
    draw: () => <RadiatorThermal variant="before" />,
    alt: 'Thermal camera view of a radiator before the flush: hot only along the top, with cold patches and a cold bottom.',
  },
  'radiator-after': {
    draw: () => <RadiatorThermal variant="after" />,
    alt: 'Thermal camera view of a radiator after the flush: evenly warm from top to bottom.',
  },
  'pellet-flush': { draw: () => <PelletFlushSequence />, alt: pelletFlushSequenceLabel },
  'pipe-bores': { draw: () => <PipeBores />, alt: pipeBoresLabel },
  'two-options': { draw: () => <TwoOptionChoice />, alt: twoOptionChoiceLabel },
  prices: { draw: () => <PriceArt />, alt: priceArtLabel },
  company: { draw: () => <CompanyArt />, alt: companyArtLabel },
  booking: { draw: () => <BookingArt />, alt: bookingArtLabel },
  assistant: { draw: () => <AssistantArt />, alt: assistantArtLabel },
  'team-avatar': { draw: () => <TeamAvatar />, alt: 'A drawn head and shoulders standing in for a photo.' },
  'coverage-map': {
    draw: () => <CoverageMap cities={mapCities} base={business.geo} radiusKm={radiusKm} />,
    alt: `A map of England with the ${coverage.cities.length} cities we cover, our base in ${business.address.area} and the ${radiusKm} km we travel.`,
  },
  ...Object.fromEntries(
    localAreas.map((area): [string, Drawing] => [
      `local-map-${area.slug}`,
      {
        draw: () => <LocalAreaMap areas={mapAreas} highlight={area.slug} base={business.geo} />,
        alt: `A map of ${business.address.area} with ${area.name} marked, among the other areas we know well, and our base in ${business.address.locality}.`,
      },
    ]),
  ),
}

export const artworkNames = Object.keys(drawings)

export interface ArtworkFile {
  svg: string
  width: number
  height: number
  alt: string
}

/** A drawing as the file the browser receives, with its size and words; undefined for an unknown name. */
export function artworkFile(name: string): ArtworkFile | undefined {
  const drawing = drawings[name]
  if (!drawing) return undefined
  const svg = renderToStaticMarkup(drawing.draw())
  const size = (attribute: string) => Number(svg.match(new RegExp(`^<svg[^>]* ${attribute}="(\\d+(?:\\.\\d+)?)"`))?.[1] ?? 0)
  return { svg, width: size('width'), height: size('height'), alt: drawing.alt }
}

/** Where the browser finds a drawing. */
export const artworkUrl = (name: string): string => `/art/${name}.svg`

const drawingPrefix = 'art:'

/**
 * A picture named in content: a photo under /images/, drawn at `photoSize` square, or `art:` and one
 * of the site's drawings, at its own size. `where` names the content field for the build's error.
 */
export function contentPicture(
  src: string,
  photoSize: number,
  where: string,
): { src: string; width: number; height: number; drawing: boolean } {
  if (!src.startsWith(drawingPrefix)) return { src, width: photoSize, height: photoSize, drawing: false }
  const name = src.slice(drawingPrefix.length)
  const file = artworkFile(name)
  if (!file) throw new Error(`${where}: no drawing is named "${name}" (components/illustrations/artwork.tsx)`)
  return { src: artworkUrl(name), width: file.width, height: file.height, drawing: true }
}

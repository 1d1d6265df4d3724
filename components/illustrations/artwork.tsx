// Every drawing on the site, by name. Each is written to /art/<name>.svg at build time
// (vite-plugins/artwork.ts) and shown with <img> (ArtworkImage.tsx): no drawing is part of a
// page's script, and pages share what they show alike. Maps are drawn from data/. Build only:
// it draws with React's server renderer.
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { postcodeGeography } from '../../data/postcode-areas.ts'
import { AssistantArt, assistantArtLabel } from './AssistantArt.tsx'
import { BookingArt, bookingArtLabel } from './BookingArt.tsx'
import { CompanyArt, companyArtLabel } from './CompanyArt.tsx'
import { CoverageMap } from './CoverageMap.tsx'
import { LocalAreaMap } from './LocalAreaMap.tsx'
import { PelletFlushSequence, PelletFlushSteps, pelletFlushSequenceLabel } from './PelletFlushSequence.tsx'
import { PipeBores, pipeBoresLabel } from './PipeBores.tsx'
import { PriceArt, priceArtLabel } from './PriceArt.tsx'
import { RadiatorThermal, radiatorLabels } from './RadiatorThermal.tsx'
import { RadiatorValves, radiatorValvesLabel } from './RadiatorValves.tsx'
import { ReviewsArt, reviewsArtLabel } from './ReviewsArt.tsx'
import { TeamAvatar, teamAvatarLabel } from './TeamAvatar.tsx'
import { TwoOptionChoice, twoOptionChoiceLabel } from './TwoOptionChoice.tsx'
import { business, coverage } from '../../data/facts.ts'
import { localAreas } from '../../data/site-pages.ts'
import { caseStudiesCopy } from '../../data/content.ts'

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
  'radiator-thermal': { draw: () => <RadiatorThermal badge={caseStudiesCopy.illustration} />, alt: radiatorLabels.pair },
  'radiator-before': { draw: () => <RadiatorThermal variant="before" />, alt: radiatorLabels.patches },
  'radiator-before-cold-bottom': { draw: () => <RadiatorThermal variant="before" before="cold-bottom" />, alt: radiatorLabels.coldBottom },
  'radiator-before-top-only': { draw: () => <RadiatorThermal variant="before" before="top-only" />, alt: radiatorLabels.topOnly },
  'radiator-after': { draw: () => <RadiatorThermal variant="after" />, alt: radiatorLabels.after },
  'radiator-patterns': {
    draw: () => <RadiatorThermal variant="patterns" badge={caseStudiesCopy.illustration} />,
    alt: radiatorLabels.patterns,
  },
  'radiator-patterns-grid': {
    draw: () => <RadiatorThermal variant="patterns-grid" badge={caseStudiesCopy.illustration} />,
    alt: radiatorLabels.patterns,
  },
  'pellet-flush': { draw: () => <PelletFlushSequence />, alt: pelletFlushSequenceLabel },
  'pellet-flush-steps': { draw: () => <PelletFlushSteps />, alt: pelletFlushSequenceLabel },
  'pipe-bores': { draw: () => <PipeBores />, alt: pipeBoresLabel },
  'radiator-valves': { draw: () => <RadiatorValves />, alt: radiatorValvesLabel },
  'two-options': { draw: () => <TwoOptionChoice />, alt: twoOptionChoiceLabel },
  prices: { draw: () => <PriceArt />, alt: priceArtLabel },
  company: { draw: () => <CompanyArt />, alt: companyArtLabel },
  booking: { draw: () => <BookingArt />, alt: bookingArtLabel },
  assistant: { draw: () => <AssistantArt />, alt: assistantArtLabel },
  reviews: { draw: () => <ReviewsArt />, alt: reviewsArtLabel },
  'team-avatar': { draw: () => <TeamAvatar />, alt: teamAvatarLabel },
  'coverage-map': {
    draw: () => <CoverageMap cities={mapCities} base={business.geo} radiusKm={radiusKm} />,
    alt: `A map of England with the ${coverage.cities.length} cities we cover, our base in ${business.address.area} and the ${radiusKm} km we travel; Wales and Scotland, which we do not cover, in grey.`,
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

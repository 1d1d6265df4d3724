import styled from '@emotion/styled'
import { PageMap } from '../sections/PageMap.tsx'
import type { LocalAreaSummary } from '../../data/local-area-summaries.ts'
import { CoverageCheck } from './CoverageCheck.tsx'

/** The map, then the postcode check under it: both in the first screens, on a phone as on a desktop. */
const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  h2 {
    font-size: 1.375rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin-bottom: 0.75rem;
  }
`

interface MapWithCheckProps {
  heading: string
  intro?: string | undefined
  /** The drawing's own width, the most the map takes beside the hero's words. */
  mapWidth: number
  localAreas: LocalAreaSummary[]
  exampleDistrict?: string | undefined
  buttonLabel?: string
}

/** The hero's feature on /areas-we-cover: the map, and "do you cover me?" answered under it. */
export function MapWithCheck({ heading, intro, mapWidth, localAreas, exampleDistrict, buttonLabel }: MapWithCheckProps) {
  return (
    <Stack>
      <PageMap maxWidth={mapWidth} />
      <section id="coverage-check" aria-labelledby="coverage-check-heading">
        <h2 id="coverage-check-heading">{heading}</h2>
        {intro && <p>{intro}</p>}
        <CoverageCheck localAreas={localAreas} exampleDistrict={exampleDistrict} {...(buttonLabel ? { buttonLabel } : {})} />
      </section>
    </Stack>
  )
}

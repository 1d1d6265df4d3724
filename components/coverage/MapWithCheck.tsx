import styled from '@emotion/styled'
import { PageMap } from '../sections/PageMap.tsx'
import type { LocalAreaSummary } from '../../data/local-area-summaries.ts'
import { CoverageCheck } from './CoverageCheck.tsx'

/** The postcode check, then the map under it: the check in the first screen of a phone, the map full width after it. */
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
}

/** The hero's feature on /areas-we-cover: "do you cover me?" answered, and the map under it. */
export function MapWithCheck({ heading, intro, mapWidth, localAreas, exampleDistrict }: MapWithCheckProps) {
  return (
    <Stack>
      <section id="coverage-check" aria-labelledby="coverage-check-heading">
        <h2 id="coverage-check-heading">{heading}</h2>
        {intro && <p>{intro}</p>}
        <CoverageCheck localAreas={localAreas} exampleDistrict={exampleDistrict} />
      </section>
      <PageMap maxWidth={mapWidth} />
    </Stack>
  )
}

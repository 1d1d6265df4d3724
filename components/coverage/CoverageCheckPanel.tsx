import styled from '@emotion/styled'
import type { LocalAreaSummary } from '../../data/local-area-summaries.ts'
import { CoverageCheck } from './CoverageCheck.tsx'

const Panel = styled.section`
  h2 {
    font-size: 1.375rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin-bottom: 0.75rem;
  }
`

interface CoverageCheckPanelProps {
  heading: string
  intro?: string | undefined
  localAreas: LocalAreaSummary[]
}

/** "Do you cover me?" answered beside the areas map: the postcode check under a heading of its own. */
export function CoverageCheckPanel({ heading, intro, localAreas }: CoverageCheckPanelProps) {
  return (
    <Panel id="coverage-check" aria-labelledby="coverage-check-heading">
      <h2 id="coverage-check-heading">{heading}</h2>
      {intro && <p>{intro}</p>}
      <CoverageCheck localAreas={localAreas} />
    </Panel>
  )
}

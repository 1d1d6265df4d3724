import styled from '@emotion/styled'
import { sharedSectionsCopy } from '../../data/content.ts'
import { cardSurface, numberedSteps } from '../ui/shared-styles.ts'
import { ArtworkImage } from './ArtworkImage.tsx'

const Frame = styled.figure`
  margin: 0;
  ${cardSurface}
  padding: 1rem;
`
/** Numbered as the drawing numbers its stages, so each line names the stretch of pipe it explains. */
const Stages = styled.ol`
  ${numberedSteps('0.5rem')}
  margin-top: 0.75rem;
  font-size: 0.9375rem;
`

/** The pellet flush drawn in three stages, with the words for each stage under it; the words speak, so the image is not described twice. */
export function PelletFlushDiagram() {
  return (
    <Frame>
      <ArtworkImage name="pellet-flush" decorative />
      <figcaption>
        <Stages>
          {sharedSectionsCopy.pelletFlushStages.map((stage) => (
            <li key={stage}>{stage}</li>
          ))}
        </Stages>
      </figcaption>
    </Frame>
  )
}

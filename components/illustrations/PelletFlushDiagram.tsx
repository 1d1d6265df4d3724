import styled from '@emotion/styled'
import { sharedSectionsCopy } from '../../data/content.ts'
import { media } from '../theme/theme.ts'
import { cardSurface, numberedSteps } from '../ui/shared-styles.ts'
import { ArtworkImage } from './ArtworkImage.tsx'

/** The three stages one under another at every width; from tablets up no wider than the text needs beside them. */
const Frame = styled.figure`
  margin: 0;
  ${cardSurface}
  padding: 1rem;
  ${media.tablet} {
    img {
      max-width: 19rem;
      margin: 0 auto;
    }
  }
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
      <ArtworkImage name="pellet-flush-steps" decorative />
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

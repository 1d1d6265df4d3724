import styled from '@emotion/styled'
import { sharedSectionsCopy } from '../../data/content.ts'
import { media } from '../theme/theme.ts'
import { cardSurface, numberedSteps } from '../ui/shared-styles.ts'
import { ArtworkImage } from './ArtworkImage.tsx'

/**
 * The three stages one under another at every width. From tablets up each stage's words sit beside
 * its stretch of pipe, a row each, so the drawing's own numbers name them and the list needs none.
 */
const Frame = styled.figure`
  margin: 0;
  ${cardSurface}
  padding: 1rem;
  ${media.tablet} {
    display: grid;
    grid-template-columns: minmax(0, 16rem) 1fr;
    gap: 1rem;
  }
`
/** On phones numbered as the drawing numbers its stages, under it; beside it, a row per stage. */
const Stages = styled.ol`
  ${numberedSteps('0.5rem')}
  margin-top: 0.75rem;
  font-size: 0.9375rem;
  ${media.tablet} {
    height: 100%;
    margin: 0;
    grid-template-rows: repeat(3, 1fr);
    align-items: center;
    & > li {
      padding-left: 0;
    }
    & > li::before {
      display: none;
    }
  }
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

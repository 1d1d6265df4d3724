import styled from '@emotion/styled'
import { sharedSectionsCopy } from '../../data/content.ts'
import { media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { ArtworkImage } from './ArtworkImage.tsx'

/**
 * The three stages one under another at every width, the drawing's own numbers naming them. From
 * tablets up each stage's words sit beside its stretch of pipe, a row each.
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
/** The drawing numbers the stages, so the words need no numbers: under it on phones, a row per stage beside it. */
const Stages = styled.ol`
  list-style: none;
  display: grid;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  font-size: 0.9375rem;
  ${media.tablet} {
    height: 100%;
    margin: 0;
    grid-template-rows: repeat(3, 1fr);
    align-items: center;
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

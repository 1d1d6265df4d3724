import styled from '@emotion/styled'
import { sharedSectionsCopy } from '../../data/content.ts'
import { colors } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { ArtworkImage } from './ArtworkImage.tsx'

const Frame = styled.figure`
  margin: 0;
  ${cardSurface}
  padding: 1rem;
`
/** Numbered as the drawing numbers its stages, so each line names the stretch of pipe it explains. */
const Stages = styled.ol`
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  counter-reset: stage;
  display: grid;
  gap: 0.375rem;
  font-size: 0.9375rem;
  li {
    counter-increment: stage;
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
  li::before {
    content: counter(stage);
    flex: none;
    width: 1.375rem;
    height: 1.375rem;
    border-radius: 50%;
    background: ${colors.navy};
    color: ${colors.white};
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.375rem;
    text-align: center;
  }
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

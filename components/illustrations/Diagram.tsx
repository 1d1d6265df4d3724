import styled from '@emotion/styled'
import { colors } from '../theme/theme.ts'
import { ArtworkImage } from './ArtworkImage.tsx'
import { cardSurface } from '../ui/shared-styles.ts'

const Frame = styled.figure`
  margin: 0;
  ${cardSurface}
  padding: 1rem;
`
const Caption = styled.figcaption`
  margin-top: 0.5rem;
  font-size: 0.9375rem;
  color: ${colors.muted};
`

/** A drawing with a caption that says what it shows; the caption speaks, so the image is not described twice. */
export function Diagram({ name, caption }: { name: string; caption: string }) {
  return (
    <Frame>
      <ArtworkImage name={name} decorative />
      <Caption>{caption}</Caption>
    </Frame>
  )
}

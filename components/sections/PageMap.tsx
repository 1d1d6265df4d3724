import styled from '@emotion/styled'
import { usePageContext } from '../../hooks/page-context.tsx'
import { media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { BasePinKey } from '../illustrations/BasePin.tsx'
import { sharedSectionsCopy } from '../../data/content.ts'

/**
 * Full width on phones, where its labels must be read, in the page's gutters like every card (edge
 * to edge it broke the margins, review 19) with a thin frame; no wider than its drawing beside the
 * words from tablets up.
 */
const Figure = styled.figure<{ $maxWidth: number }>`
  margin: 0;
  ${cardSurface}
  padding: 0.25rem;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0.5rem 0.25rem;
    font-size: 0.9375rem;
  }
  ${media.tablet} {
    padding: 0.5rem;
    max-width: ${({ $maxWidth }) => $maxWidth}px;
    margin-inline: auto;
  }
`

/**
 * The page's map (its drawing, named in content/pages.json as `art`) as the hero's feature, at a
 * size a phone can read rather than the thumbnail a drawing gets beside the eyebrow. Its box is
 * fixed by its width and height, so nothing moves as it arrives; lazy, so it is not fetched before
 * the first paint (the words are the largest paint, and the map is below them on a phone). Every
 * map has our base's pin, so its key says what the pin marks.
 */
export function PageMap({ maxWidth }: { maxWidth: number }) {
  const art = usePageContext().pageHead?.art
  if (!art) return null
  return (
    <Figure $maxWidth={maxWidth}>
      <img src={art.src} width={art.width} height={art.height} alt={art.alt} loading="lazy" decoding="async" />
      <figcaption>
        <BasePinKey>{sharedSectionsCopy.mapKey}</BasePinKey>
      </figcaption>
    </Figure>
  )
}

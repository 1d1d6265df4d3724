import styled from '@emotion/styled'
import { formatAtLeast, formatPercent } from '../../data/format.ts'
import { colors, media } from '../theme/theme.ts'
import { StarGlyphs } from '../ui/StarGlyphs.tsx'
import { siteCopy } from '../../data/content.ts'
import { ReviewsProfileLink } from '../reviews/ReviewsProfileLink.tsx'
import { figures } from '../../data/facts.ts'

/**
 * The three facts side by side, each fact's words under its figure; on a phone the rating's
 * column is the widest, as its words (the source) are the longest.
 */
const Strip = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, max-content);
  gap: 0.35rem 1rem;
  font-size: 0.875rem;
  ${media.phone} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr);
    column-gap: 0.75rem;
  }
  ${media.tablet} {
    margin-top: 1.75rem;
    gap: 0.5rem 1.5rem;
    font-size: 0.9375rem;
  }
  color: ${colors.text};
  /* A grid, not a wrapping flex row: its widest line (the rating's source) sets the column's width,
     where a flex row summed the figure and its words and squeezed the source onto two lines (review 18). */
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    align-content: start;
    gap: 0 0.35rem;
  }
  strong {
    color: ${colors.navy};
    font-size: 1.0625rem;
  }
  /* What each figure means, always on its own line under it, so the three read alike. */
  li > span:last-child {
    grid-column: 1 / -1;
  }
`

/**
 * Rating, success rate and systems cleaned: the three facts that earn trust in ten seconds. The
 * success rate sits between the count of reviews and the count of systems, so where the two are
 * alike they never read as one figure.
 */
export function TrustStrip() {
  return (
    <Strip>
      <li>
        <StarGlyphs given={1} />
        <strong>{`${figures.ratingValue}/${figures.bestRating}`}</strong>
        {/* The rating's source, one tap away, as a homeowner checking it would want. */}
        <span>
          <ReviewsProfileLink>{siteCopy.trustStrip.rating}</ReviewsProfileLink>
        </span>
      </li>
      <li>
        <strong>{formatPercent(figures.successRatePercent)}</strong> <span>{siteCopy.trustStrip.successRate}</span>
      </li>
      <li>
        <strong>{formatAtLeast(figures.systemsCleaned)}</strong> <span>{siteCopy.trustStrip.systemsCleaned}</span>
      </li>
    </Strip>
  )
}

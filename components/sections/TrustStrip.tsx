import styled from '@emotion/styled'
import { Star } from 'lucide-react'
import { figures } from '../../data/figures.ts'
import { formatAtLeast, formatPercent } from '../../data/format.ts'
import { colors } from '../theme/theme.ts'

const Strip = styled.ul`
  list-style: none;
  margin: 1.75rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  font-size: 0.9375rem;
  color: ${colors.text};
  li {
    display: flex;
    align-items: center;
    gap: 0.35rem;
  }
  strong {
    color: ${colors.navy};
    font-size: 1.0625rem;
  }
  svg {
    color: #b26b00;
    fill: currentColor;
  }
`

/** Rating, systems cleaned and success rate: the three facts that earn trust in ten seconds. */
export function TrustStrip() {
  return (
    <Strip>
      <li>
        <Star aria-hidden size={18} />
        <strong>
          {figures.ratingValue}/{figures.bestRating}
        </strong>{' '}
        average rating
      </li>
      <li>
        <strong>{formatAtLeast(figures.systemsCleaned)}</strong> systems cleaned
      </li>
      <li>
        <strong>{formatPercent(figures.successRatePercent)}</strong> success rate
      </li>
    </Strip>
  )
}

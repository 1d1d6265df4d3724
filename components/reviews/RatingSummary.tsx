import styled from '@emotion/styled'
import { ExternalLink } from 'lucide-react'
import { sharedSectionsCopy } from '../../data/content.ts'
import { ReviewsProfileLink } from './ReviewsProfileLink.tsx'

const Line = styled.p`
  margin: 0;
  font-size: 1.0625rem;
`

/**
 * Where the reviews come from, linking there. The average itself is in the page's one row of
 * figures, above, so it is not said twice.
 */
export function RatingSummary() {
  const copy = sharedSectionsCopy.reviews
  return (
    <Line>
      {copy.average}{' '}
      <ReviewsProfileLink>
        {copy.profileLink}
        <ExternalLink aria-hidden size={14} />
      </ReviewsProfileLink>
    </Line>
  )
}

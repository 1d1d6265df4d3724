import styled from '@emotion/styled'
import { ExternalLink } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { colors } from '../theme/theme.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { figures } from '../../data/facts.ts'
import { sharedSectionsCopy, siteCopy } from '../../data/content.ts'

const Rating = styled.p`
  font-size: clamp(2.5rem, 8vw, 3.5rem);
  font-weight: 800;
  line-height: 1;
  color: ${colors.navy};
  margin: 0.5rem 0;
`
const OutOf = styled.span`
  font-size: 0.45em;
  font-weight: 700;
`

/** The average rating with the number of reviews and where they were left, linking there. */
export function RatingSummary() {
  const { profileUrl } = siteConfig.reviews
  const copy = sharedSectionsCopy.reviews
  return (
    <div>
      <Rating>
        {figures.ratingValue}
        <OutOf> {copy.outOf}</OutOf>
      </Rating>
      <p>
        {copy.average}{' '}
        <a href={profileUrl} target="_blank" rel="noopener noreferrer">
          {copy.profileLink}
          <ExternalLink aria-hidden size={14} />
          <VisuallyHidden> {siteCopy.opensInNewTab}</VisuallyHidden>
        </a>
      </p>
    </div>
  )
}

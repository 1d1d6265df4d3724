import styled from '@emotion/styled'
import { ExternalLink } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { sharedSectionsCopy, siteCopy } from '../../data/content.ts'

const Line = styled.p`
  margin: 0;
  font-size: 1.0625rem;
`

/**
 * Where the reviews come from, linking there. The average itself is in the page's one row of
 * figures, above, so it is not said twice.
 */
export function RatingSummary() {
  const { profileUrl } = siteConfig.reviews
  const copy = sharedSectionsCopy.reviews
  return (
    <Line>
      {copy.average}{' '}
      <a href={profileUrl} target="_blank" rel="noopener noreferrer">
        {copy.profileLink}
        <ExternalLink aria-hidden size={14} />
        <VisuallyHidden> {siteCopy.opensInNewTab}</VisuallyHidden>
      </a>
    </Line>
  )
}

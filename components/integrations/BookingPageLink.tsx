import { ExternalLink } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { siteCopy } from '../../data/content.ts'

/** The booking page in a new tab, under one name wherever it is offered: the plain way in when the embed is blocked. */
export function BookingPageLink() {
  return (
    <ButtonLink href={siteConfig.booking.pageUrl} target="_blank" rel="noopener noreferrer" $tone="primary">
      {siteCopy.buttons.openBookingPage}
      <ExternalLink aria-hidden size={18} />
      <VisuallyHidden>{` ${siteCopy.opensInNewTab}`}</VisuallyHidden>
    </ButtonLink>
  )
}

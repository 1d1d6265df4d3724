import { ExternalLink } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { ButtonLink, type ButtonTone } from '../ui/ButtonLink.tsx'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { siteCopy } from '../../data/content.ts'

/** The same booking page in a new tab: the plain way in when the embed is blocked. */
export function BookingPageLink({ label = siteCopy.buttons.openBookingPage, tone = 'primary' }: { label?: string; tone?: ButtonTone }) {
  return (
    <ButtonLink href={siteConfig.booking.pageUrl} target="_blank" rel="noopener noreferrer" $tone={tone}>
      {label}
      <ExternalLink aria-hidden size={18} />
      <VisuallyHidden> {siteCopy.opensInNewTab}</VisuallyHidden>
    </ButtonLink>
  )
}

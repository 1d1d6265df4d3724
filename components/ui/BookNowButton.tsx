import { CalendarCheck } from 'lucide-react'
import { ButtonLink } from './ButtonLink.tsx'

/** The site's main call to action: the booking page. */
export function BookNowButton() {
  return (
    <ButtonLink href="/availability">
      <CalendarCheck aria-hidden size={20} />
      Book Now
    </ButtonLink>
  )
}

import { CalendarCheck } from 'lucide-react'
import { ButtonLink } from './ButtonLink.tsx'
import { routes } from '../../data/routes.ts'
import { siteCopy } from '../../data/content.ts'

/** The site's main call to action: the booking page. */
export function BookNowButton() {
  return (
    <ButtonLink href={routes.booking}>
      <CalendarCheck aria-hidden size={20} />
      {siteCopy.buttons.bookNow}
    </ButtonLink>
  )
}

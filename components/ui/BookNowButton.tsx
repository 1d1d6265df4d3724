import { CalendarCheck } from 'lucide-react'
import { siteCopy } from '../../data/copy/site.ts'
import { ButtonLink } from './ButtonLink.tsx'
import { routes } from '../../data/routes.ts'

/** The site's main call to action: the booking page. */
export function BookNowButton() {
  return (
    <ButtonLink href={routes.booking}>
      <CalendarCheck aria-hidden size={20} />
      {siteCopy.buttons.bookNow}
    </ButtonLink>
  )
}

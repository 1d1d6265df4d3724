import { CalendarCheck } from 'lucide-react'
import { ButtonLink } from './ButtonLink.tsx'
import { routes, withAnswers } from '../../data/routes.ts'
import { siteCopy } from '../../data/content.ts'
import type { EnquiryAnswers } from '../../enquiry/fields.ts'

/**
 * The site's main call to action: the booking page, with the quote's answers when there are some
 * (data/price-options.ts `carriedQuote`); on the booking page itself, `to` its calendar.
 */
export function BookNowButton({ quote = {}, to }: { quote?: EnquiryAnswers; to?: `#${string}` }) {
  return (
    <ButtonLink href={to ?? withAnswers(routes.booking, quote)}>
      <CalendarCheck aria-hidden size={20} />
      {siteCopy.buttons.bookNow}
    </ButtonLink>
  )
}

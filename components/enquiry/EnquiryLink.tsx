// "Ask us to call you", where a visitor decides: under the guided quote's and the coverage
// check's answers, beside the calendar, on the local and error pages. Words only, no icon: it
// sits on pages whose script and HTML are within a few hundred bytes of their budgets.
import { ButtonLink, type ButtonTone } from '../ui/ButtonLink.tsx'
import type { EnquiryAnswers } from '../../enquiry/fields.ts'
import { siteCopy } from '../../data/content.ts'
import { routes, withAnswers } from '../../data/routes.ts'

interface EnquiryLinkProps {
  /** Answers the visitor has given already, filled in on arrival (`?postcode=N13%204AB`). */
  prefill?: EnquiryAnswers
  /** A pill in one of the tones, or a plain link beside another section's secondary button. */
  tone?: ButtonTone | 'text'
}

/**
 * A link to the enquiry form, with what the visitor has told us so far. It loads the page afresh
 * (Vike leaves `data-vike="false"` links to the browser): the Worker writes that page, with its
 * own Content-Security-Policy when Turnstile is on, which client navigation would not bring.
 */
export function EnquiryLink({ prefill = {}, tone = 'secondary' }: EnquiryLinkProps) {
  const href = withAnswers(routes.enquiry, prefill)
  const words = siteCopy.buttons.askUsToCall
  return tone === 'text' ? (
    <a href={href} data-vike="false">
      {words}
    </a>
  ) : (
    <ButtonLink href={href} $tone={tone} data-vike="false">
      {words}
    </ButtonLink>
  )
}

import { ProcessSteps } from './ProcessSteps.tsx'
import { routes } from '../../data/routes.ts'
import { bookingSteps, sharedSectionsCopy } from '../../data/content.ts'

/** "What happens when you book", each step with the part of the terms that says it in full. */
export function BookingSteps() {
  return (
    <ProcessSteps
      steps={bookingSteps.map((step) => ({
        ...step,
        more: { href: `${routes.terms}#${step.termsSection}`, label: sharedSectionsCopy.bookingSteps.termsLink },
      }))}
    />
  )
}

import { ProcessSteps } from './ProcessSteps.tsx'
import { routes } from '../../data/routes.ts'
import { bookingSteps, sharedSectionsCopy } from '../../data/content.ts'

/** "What happens when you book"; a step that names its part of the terms links to it. */
export function BookingSteps() {
  return (
    <ProcessSteps
      steps={bookingSteps.map((step) => ({
        ...step,
        more: step.termsSection
          ? { href: `${routes.terms}#${step.termsSection}`, label: sharedSectionsCopy.bookingSteps.termsLink }
          : undefined,
      }))}
    />
  )
}

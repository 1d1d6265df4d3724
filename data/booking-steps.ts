// "What happens when you book", shown beside the calendar on /availability. Each step points to
// the section of the terms that says it in full (validate.ts checks that the section exists).
import { formatOrList, formatPounds } from './format.ts'
import { guarantee } from './guarantee.ts'
import { cancellationRightsSectionId, cancellationSummary } from './legal/shared.ts'
import { pricing, startingPrices } from './pricing.ts'
import type { BookingStep } from './schemas.ts'

export const bookingSteps: BookingStep[] = [
  {
    id: 'we-confirm-in-writing',
    title: 'We confirm in writing',
    text: 'Choosing a date sends us a request. We confirm it in writing, with our terms and a cancellation form, once the confidentiality agreement is signed.',
    termsSection: 'booking-and-confirmation',
  },
  {
    id: 'what-you-sign',
    title: 'What you sign: a confidentiality agreement',
    text: 'Our method is patented, so you agree to keep our method, pellets and procedure confidential. It does not cover your home, your data or your rights, and you sign it before we confirm the booking.',
    termsSection: 'booking-and-confirmation',
  },
  {
    id: 'choose-on-the-day',
    title: 'You choose on the day',
    text: `After our assessment and before any work starts, you choose Standard (from ${formatPounds(startingPrices.standard)}) or No Fix No Fee (from ${formatPounds(startingPrices.noFix)}).`,
    termsSection: 'no-fix-no-fee',
  },
  {
    id: 'pay-on-completion',
    title: 'You pay on completion',
    text: `Nothing up front. You pay when the job is done, by ${formatOrList(pricing.paymentMethods)}; under No Fix No Fee, only if we resolve the problem we agreed.`,
    termsSection: 'payment',
  },
  {
    id: 'your-guarantee',
    title: 'Your guarantee',
    text: guarantee.summary,
    termsSection: 'our-guarantee',
  },
  {
    id: 'change-your-mind',
    title: 'You can change your mind',
    text: cancellationSummary,
    termsSection: cancellationRightsSectionId,
  },
]

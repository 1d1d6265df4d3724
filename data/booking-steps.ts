// "What happens when you book", shown beside the calendar on /availability. Each step points to
// the section of the terms that says it in full (validate.ts checks that the section exists).
import bookingStepsFile from '../content/booking-steps.json' with { type: 'json' }
import { guarantee } from './guarantee.ts'
import { fillPlaceholders } from './placeholders.ts'
import type { BookingStep } from './schemas.ts'

/** Sentences of other content files a step may quote whole. */
export const bookingStepSentences = { 'guarantee.summary': guarantee.summary }

export const bookingSteps: BookingStep[] = fillPlaceholders(bookingStepsFile.steps, bookingStepSentences)

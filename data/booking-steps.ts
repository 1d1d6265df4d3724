// "What happens when you book", shown beside the calendar on /availability. Each step points to
// the section of the terms that says it in full (validate.ts checks that the section exists).
import bookingStepsFile from '../content/booking-steps.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import type { BookingStep } from './schemas.ts'

export const bookingSteps: BookingStep[] = fillPlaceholders(bookingStepsFile.steps)

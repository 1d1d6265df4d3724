// The words of one third-party widget (content/copy/booking-calendar.json, checked by ./third-parties.schema.ts),
// in a module of its own so only the pages with that widget carry them.
import bookingCalendarFile from '../../content/copy/booking-calendar.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { BookingCalendarCopy } from './third-parties.schema.ts'

export const bookingCalendarCopy = fillPlaceholders<BookingCalendarCopy>(bookingCalendarFile)

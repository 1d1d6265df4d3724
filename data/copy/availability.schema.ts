// What /availability says around the booking calendar (content/copy/availability.json).
import { z } from 'zod'
import { heroSchema, sectionSchema } from './sections.schema.ts'

export const availabilityCopySchema = z.object({
  hero: heroSchema,
  calendar: sectionSchema.describe('The booking calendar: {booking.provider} names the service that runs it'),
})

export type AvailabilityCopy = z.infer<typeof availabilityCopySchema>

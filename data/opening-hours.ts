import openingHoursFile from '../content/opening-hours.json' with { type: 'json' }
import type { OpeningHours } from './schemas.ts'

export const openingHours = openingHoursFile.hours as OpeningHours

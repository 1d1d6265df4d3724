// The words of /availability, with their figures filled in (checked by ./availability.schema.ts).
import availabilityFile from '../../content/copy/availability.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { AvailabilityCopy } from './availability.schema.ts'

export const availabilityCopy: AvailabilityCopy = fillPlaceholders(availabilityFile)

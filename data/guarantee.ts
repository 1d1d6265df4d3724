// The guarantee, worded once: the terms, the questions and the booking steps all quote it from here.
import guaranteeFile from '../content/guarantee.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import type { Guarantee } from './schemas.ts'

export const guarantee: Guarantee = fillPlaceholders(guaranteeFile)

import navigationFile from '../content/navigation.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import type { Navigation } from './schemas.ts'

export const navigation: Navigation = fillPlaceholders(navigationFile)

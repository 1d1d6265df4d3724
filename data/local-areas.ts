import localAreasFile from '../content/local-areas.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import type { LocalArea } from './schemas.ts'

export const localAreas: LocalArea[] = fillPlaceholders(localAreasFile.areas as LocalArea[])

import localAreasFile from '../content/local-areas.json' with { type: 'json' }
import type { LocalArea } from './schemas.ts'

export const localAreas = localAreasFile.areas as LocalArea[]

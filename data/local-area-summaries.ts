// What other pages need of the local landing pages (name, address, postcodes), without their copy.
import { localAreas } from './local-areas.ts'
import type { LocalArea } from './schemas.ts'

export type LocalAreaSummary = Pick<LocalArea, 'slug' | 'name' | 'postcodes'>

export const localAreaSummaries: LocalAreaSummary[] = localAreas.map(({ slug, name, postcodes }) => ({ slug, name, postcodes }))

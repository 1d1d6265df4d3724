// What other pages need of the local landing pages (name, address, postcodes), without their copy.
// Read from the file as written, not through data/local-areas.ts, whose placeholders table would
// come with it into the Worker (the enquiry form's area choices); names and postcodes are plain words.
import localAreasFile from '../content/local-areas.json' with { type: 'json' }
import type { LocalArea } from './schemas.ts'

export type LocalAreaSummary = Pick<LocalArea, 'slug' | 'name' | 'postcodes'>

export const localAreaSummaries: LocalAreaSummary[] = localAreasFile.areas.map(({ slug, name, postcodes }) => ({ slug, name, postcodes }))

// The words of the shared sections sent once, as HTML (checked by ./shared-sections.schema.ts).
// Import this only where the words are rendered when prerendering (StaticContent, `import.meta.env.SSR`),
// so the file stays out of the pages' scripts.
import sharedSectionsFile from '../../content/copy/shared-sections.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { SharedSectionsCopy } from './shared-sections.schema.ts'

export const sharedSectionsCopy: SharedSectionsCopy = fillPlaceholders<SharedSectionsCopy>(sharedSectionsFile)

// The words every local area page shares, with their figures filled in (checked by
// ./local-area.schema.ts); `localAreaCopyFor` fills in the page's own area.
import localAreaFile from '../../content/copy/local-area.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { LocalAreaCopy } from './local-area.schema.ts'

export const localAreaCopy: LocalAreaCopy = fillPlaceholders(localAreaFile)

/** The shared words with {area.name} and {area.postcodes} read as this area. */
export const localAreaCopyFor = (area: { name: string; postcodes: readonly string[] }): LocalAreaCopy =>
  fillPlaceholders(localAreaCopy, { 'area.name': area.name, 'area.postcodes': area.postcodes.join(' · ') })

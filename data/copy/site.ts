// The words of the header, footer, menu and buttons (checked by ./site.schema.ts).
import siteFile from '../../content/copy/site.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { SiteCopy } from './site.schema.ts'

export const siteCopy: SiteCopy = fillPlaceholders(siteFile)

// The words of /areas-we-cover, with their figures filled in (checked by ./areas-we-cover.schema.ts).
import areasWeCoverFile from '../../content/copy/areas-we-cover.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { AreasWeCoverCopy } from './areas-we-cover.schema.ts'

export const areasWeCoverCopy: AreasWeCoverCopy = fillPlaceholders(areasWeCoverFile)

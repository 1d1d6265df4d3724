// What /areas-we-cover says around the coverage lists (content/copy/areas-we-cover.json).
// The regions, cities and rural areas themselves live in content/coverage.json.
import { z } from 'zod'
import { heroSchema, sectionSchema, words } from './sections.schema.ts'

export const areasWeCoverCopySchema = z.object({
  hero: heroSchema.extend({ action: words('The button under the heading that jumps to the postcode check') }),
  coverageCheck: sectionSchema
    .extend({ chatButton: words('The button to Flushy under the postcode check') })
    .describe('The postcode check'),
  regions: sectionSchema.describe('The regions we cover'),
  cities: sectionSchema.describe('The cities we cover'),
  rural: sectionSchema.describe('The rural and coastal areas'),
  localPages: sectionSchema.describe('The links to our local area pages'),
})

export type AreasWeCoverCopy = z.infer<typeof areasWeCoverCopySchema>

// The words of /no-fix-no-fee-deals (content/copy/no-fix-no-fee.json).
import { z } from 'zod'
import { heroSchema, points, sectionSchema, titledTexts, words } from './sections.schema.ts'

export const noFixNoFeeCopySchema = z.object({
  hero: heroSchema,
  bookLabel: words('The booking button at the top of the page and beside the guarantee'),
  compare: sectionSchema.describe('The heading and paragraph above the comparison of the two options'),
  yourPrice: sectionSchema.describe('The heading above the price finder'),
  howItWorks: sectionSchema.extend({ steps: titledTexts('The day of the visit, one numbered step each', 2) }),
  ifItFails: sectionSchema.extend({
    paragraphs: z.array(words('One paragraph')).min(1).describe('What happens when a system cannot be cleared'),
    checklistHeading: words('The heading of the card beside those paragraphs'),
    checklist: points('The points in that card, one ticked line each'),
  }),
  guarantee: sectionSchema.describe('The heading above the guarantee'),
  questions: sectionSchema.describe('The heading above the common questions'),
})

export type NoFixNoFeeCopy = z.infer<typeof noFixNoFeeCopySchema>

// The words of the home page (content/copy/home.json).
import { z } from 'zod'
import { heroSchema, sectionSchema, titledTexts, words } from './sections.schema.ts'

export const homeCopySchema = z.object({
  hero: heroSchema,
  whyUs: sectionSchema.extend({
    cards: titledTexts('The reasons to choose us, one card each (the first four have a picture)', 2),
  }),
  technology: sectionSchema.extend({
    paragraphs: z.array(words('One paragraph')).min(1).describe('The paragraphs beside the drawing of the pellet flush'),
    diagramCaption: words('The caption under the drawing of the pellet flush'),
    linkLabel: words('The button to the microbore and plastic pipes page'),
  }),
  customers: sectionSchema.extend({ linkLabel: words('The button to the reviews page, under the reviews') }),
  yourPrice: sectionSchema.describe('The heading and paragraph above the price finder'),
  caseStudies: sectionSchema.describe('The heading and paragraph above the case studies (content/case-studies.json)'),
})

export type HomeCopy = z.infer<typeof homeCopySchema>

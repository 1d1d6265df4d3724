// The words of /who-are-we (content/copy/who-are-we.json).
import { z } from 'zod'
import { heroSchema, points, sectionSchema, statsSchema, titledTexts, words } from './sections.schema.ts'

export const whoAreWeCopySchema = z.object({
  hero: heroSchema,
  story: sectionSchema.extend({
    paragraphs: z.array(words('One paragraph')).min(1).describe('How the company began, beside the drawing'),
    diagramCaption: words('The caption under the drawing of the pellet flush'),
  }),
  mission: sectionSchema.extend({
    text: words('The mission, in a sentence or two'),
    stats: statsSchema('The big figures under the mission', 2),
  }),
  different: sectionSchema.extend({
    cards: titledTexts('What sets us apart, one card each (the first four have a picture)', 2),
  }),
  whyCustomersChooseUs: sectionSchema.extend({ points: points('The reasons customers give, one ticked line each', 2) }),
  noFixNoFee: sectionSchema.extend({
    text: words('The paragraph comparing Standard and No Fix No Fee, beside the drawing of the choice'),
    linkLabel: words('The button to the No Fix No Fee page'),
  }),
})

export type WhoAreWeCopy = z.infer<typeof whoAreWeCopySchema>

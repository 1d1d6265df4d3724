// The words of /microbore-and-plastic-pipes (content/copy/microbore-and-plastic-pipes.json).
import { z } from 'zod'
import { heroSchema, points, sectionSchema, statsSchema, titledTexts, words } from './sections.schema.ts'

export const microboreCopySchema = z.object({
  hero: heroSchema,
  whatIsMicrobore: sectionSchema.extend({
    paragraphs: z.array(words('One paragraph')).min(1).describe('What microbore is and why it blocks'),
    checklistHeading: words('The heading of the card beside those paragraphs'),
    checklist: points('The signs of microbore, one ticked line each'),
  }),
  whyOthersFail: sectionSchema.extend({ cards: titledTexts('Other methods and why they fall short, one card each', 1) }),
  twoStep: sectionSchema.extend({
    steps: titledTexts('Our method, one numbered step each', 2),
    diagramCaption: words('The caption under the drawing of the pellet flush'),
  }),
  plasticPipes: sectionSchema.extend({
    text: words('The paragraph about plastic pipe'),
    checklist: points('What we do for plastic pipe, one ticked line each'),
  }),
  benefits: sectionSchema.extend({
    checklist: points('The benefits, one ticked line each', 2),
    diagramCaption: words('The caption under the thermal camera drawing of a radiator'),
  }),
  results: sectionSchema.extend({ stats: statsSchema('The big figures of our results', 1) }),
  caseStudies: sectionSchema.describe('The heading and paragraph above the case studies (content/case-studies.json)'),
})

export type MicroboreCopy = z.infer<typeof microboreCopySchema>

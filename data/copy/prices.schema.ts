// The words of /prices (content/copy/prices.json); the prices themselves are in content/pricing.json.
import { z } from 'zod'
import { ctaBandSchema, heroSchema, points, sectionSchema, titledTexts, words } from './sections.schema.ts'

export const pricesCopySchema = z.object({
  hero: heroSchema,
  yourPrice: sectionSchema.describe('The heading and paragraph above the price finder and the price list'),
  options: sectionSchema.describe('The heading and paragraph above the comparison of the two options'),
  guaranteesAndPayment: sectionSchema.extend({
    cards: titledTexts('Guarantees, payment and cancellation, one card each ({guarantee.summary} quotes the guarantee)', 1),
    includedHeading: words('The heading of the list of what every price includes'),
    included: points('What every price includes, one ticked line each', 2),
  }),
  questions: sectionSchema.describe('The heading above the common questions about prices'),
  cta: ctaBandSchema,
})

export type PricesCopy = z.infer<typeof pricesCopySchema>

// The words of the sections several pages share and that are sent once, as HTML (content/copy/shared-sections.json):
// the comparison of the two options, the guarantee, the booking steps, the legal documents' frame and the reviews.
import { z } from 'zod'
import { words } from './sections.schema.ts'

/** The names the reviews' words may use. */
export const sharedSectionsSlots = { count: 'how many more reviews there are' } as const

/** A sentence with one link inside it. */
export const linkedSentence = (hint: string) =>
  z
    .object({
      before: words('The words before the link'),
      link: words('The words of the link'),
      after: z.string().describe('The words after the link, starting with its punctuation (may be empty)'),
    })
    .describe(hint)

const optionSchema = (name: string) =>
  z
    .object({
      bestIf: words(`Who ${name} suits, in one sentence`),
      points: z
        .array(
          z.object({
            text: words('One point'),
            benefit: z.boolean().describe('Ticked as a benefit (on) or marked as a plain fact (off)'),
          }),
        )
        .min(1)
        .describe(`What ${name} means for the customer, one point a line`),
    })
    .describe(`The ${name} card`)

export const sharedSectionsCopySchema = z.object({
  optionComparison: z
    .object({
      from: words('The word before the starting price, e.g. "From"'),
      incVat: words('The words after the starting price, e.g. "inc VAT"'),
      badge: words('The label on the No Fix No Fee card'),
      standard: optionSchema('Standard'),
      noFix: optionSchema('No Fix No Fee'),
    })
    .describe('The two options side by side (the prices and No Fix No Fee pages)'),
  guaranteeDetails: z
    .object({
      coversHeading: words('The heading over what the guarantee covers'),
      claimHeading: words('The heading over how to claim'),
      termsLink: linkedSentence('The sentence under the steps that links to the terms'),
    })
    .describe('The guarantee in full (the No Fix No Fee page); its points come from content/guarantee.json'),
  bookingSteps: z
    .object({
      heading: words('The heading of the box'),
      termsLink: words('The link after each step to its part of the terms'),
    })
    .describe('"What happens when you book" on the booking page; the steps come from content/booking-steps.json'),
  legalDocument: z
    .object({
      lastUpdated: words('The words before the date the document was last updated'),
      contentsHeading: words('The heading over the list of sections'),
    })
    .describe('The frame of the terms, privacy policy and cookie policy'),
  reviews: z
    .object({
      outOf: words('The words after the big average rating, e.g. "out of {figures.bestRating}"'),
      average: words('The sentence under the rating: {figures.ratingCount} and {reviews.provider} come from the figures and settings'),
      profileLink: words('The link to all the reviews on the provider’s site'),
      showMore: words('The line that opens the rest of the reviews: {count} is how many more'),
    })
    .describe('The average rating and the reviews we have, on the reviews page'),
})

export type SharedSectionsCopy = z.infer<typeof sharedSectionsCopySchema>

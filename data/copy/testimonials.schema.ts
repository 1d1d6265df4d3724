// What /testimonials says around the reviews (content/copy/testimonials.json).
import { z } from 'zod'
import { ctaBandSchema, words } from './sections.schema.ts'

export const testimonialsCopySchema = z.object({
  intro: z
    .object({
      title: words('The big heading at the top of the page'),
      lead: words('The sentence under the big heading'),
    })
    .describe('The top of the page'),
  stats: z
    .array(
      z.object({
        value: words('The figure in large type: use a placeholder such as {figures.rating} so it follows the figures'),
        label: words('What the figure counts, under it'),
      }),
    )
    .min(1)
    .describe('The figures shown under the heading'),
  reviews: z.object({ heading: words('The heading above the reviews') }).describe('The reviews'),
  cta: ctaBandSchema,
})

export type TestimonialsCopy = z.infer<typeof testimonialsCopySchema>

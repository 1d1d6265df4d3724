// Shapes that several pages' copy share (a hero, a section's heading, the closing call to action),
// so each page's schema in data/copy/ reads as the page does and the CMS shows the same hints everywhere.
import { z } from 'zod'

/** Words a page shows: never empty, with a hint the site owner reads in the CMS. */
export const words = (hint: string) => z.string().trim().min(1).describe(hint)

/** A list of short points (a checklist), at least `min` of them. */
export const points = (hint: string, min = 1) => z.array(words('One point of the list')).min(min).describe(hint)

/** The band at the top of a page. */
export const heroSchema = z
  .object({
    eyebrow: words('The small line above the big heading').optional(),
    title: words('The big heading at the top of the page'),
    lead: words('The paragraph under the big heading'),
    note: words('The smaller print under that paragraph').optional(),
  })
  .describe('The top of the page')

/** A section of a page: its heading and, if it has one, the short paragraph under it. */
export const sectionSchema = z
  .object({
    heading: words('The heading of this part of the page'),
    intro: words('The short paragraph under the heading').optional(),
  })
  .describe('One part of the page')

/** The dark band near the foot of a page with Book Now, Call and Flushy. */
export const ctaBandSchema = z
  .object({
    heading: words('The heading of the dark band at the foot of the page'),
    text: words('The sentence under that heading, before the guarantee').optional(),
  })
  .describe('The call to action at the foot of the page')

/** Cards, steps or reasons: a short heading and a paragraph each, at least `min` of them. */
export const titledTexts = (hint: string, min = 1) =>
  z
    .array(z.object({ title: words('The short heading of this item'), text: words('The paragraph under that heading') }))
    .min(min)
    .describe(hint)

/** Big figures with what they mean; the figure is a placeholder, so it follows content/figures.json. */
export const statsSchema = (hint: string, min = 1) =>
  z
    .array(
      z.object({
        value: words('The big figure, written as a placeholder such as {figures.systemsCleaned}'),
        label: words('What the figure means, shown beside it'),
      }),
    )
    .min(min)
    .describe(hint)

// The words every local area page shares (content/copy/local-area.json); each area's own words
// live in content/local-areas.json. {area.name} and {area.postcodes} read as the page's area.
import { z } from 'zod'
import { ctaBandSchema, points, sectionSchema, words } from './sections.schema.ts'

/** The names a local page's shared words may use for its own area. */
export const localAreaSlots = {
  'area.name': 'the area, e.g. Palmers Green',
  'area.postcodes': 'its postcodes, e.g. N13 · N14',
} as const

export const localAreaCopySchema = z.object({
  hero: z
    .object({
      eyebrow: words('The small line above the big heading: {area.name} and {area.postcodes} are filled in per area'),
      title: words('The big heading at the top of each local page'),
      note: words('The smaller print under the area’s introduction'),
    })
    .describe('The top of each local page (its introduction is in the area’s own details)'),
  propertyTypes: sectionSchema.describe('The kinds of home we work on in the area'),
  local: z
    .object({
      heading: words('The heading of the part about working in the area'),
      checklistHeading: words('The heading of the card of promises beside it'),
      checklist: points('What a customer can count on, one point a line', 1),
      promiseHeading: words('The heading over the area’s service promise'),
      allAreasLink: words('The button to the page of every area we cover'),
    })
    .describe('Working in the area'),
  localReview: sectionSchema.describe('A review from the area, shown when there is one'),
  coverageCheck: sectionSchema.describe('The postcode check'),
  caseStudies: sectionSchema.describe('The area’s case studies (content/case-studies.json), shown when it has any'),
  cta: ctaBandSchema,
  searchResult: z
    .object({
      title: words('The page’s title in search results and the browser tab ("| business name" follows it)'),
      description: words(
        'The line under it in search results: {area.postcodes} lists as many of the area’s postcodes as fit in the length search engines show',
      ),
    })
    .describe('What search engines show for each local page'),
})

export type LocalAreaCopy = z.infer<typeof localAreaCopySchema>

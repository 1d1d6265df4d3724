// The front matter of a guide (content/guides/<slug>.md) and the section's own words
// (content/guides/guides.json). Checked at build time only (data/validate.ts).
import { z } from 'zod'
import { metadataLimits } from './fixed-values.ts'
import { isoDate, nonEmpty, sitePath } from './schemas.ts'

const link = z.object({ label: nonEmpty.max(80), href: sitePath })

export const guideFrontMatterSchema = z
  .object({
    /** The headline: the page's h1 and the Article's headline (search engines show up to 110 characters). */
    title: nonEmpty.min(20).max(110),
    /** The shorter title search results show; the site adds " | " and the business name, and checks the whole. */
    searchTitle: nonEmpty.min(10),
    description: z.string().min(metadataLimits.descriptionMin).max(metadataLimits.descriptionMax),
    /** One or two sentences for the list of guides and the feed. */
    summary: nonEmpty.min(40).max(300),
    keywords: z.array(nonEmpty).min(3),
    datePublished: isoDate,
    dateUpdated: isoDate.optional(),
    /** A drawing (components/illustrations/artwork.tsx) for the share image. */
    art: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** Further reading: other guides or pages, shown before the next steps every guide ends with. */
    related: z.array(link).max(6).default([]),
  })
  .strict()
  .refine((guide) => !guide.dateUpdated || guide.dateUpdated >= guide.datePublished, {
    path: ['dateUpdated'],
    message: 'must be the same day as datePublished or later',
  })

/** The words of the guides section itself (content/guides/guides.json). */
export const guidesCopySchema = z.object({
  /** The index's heading and intro, and the words at each card's foot that say it opens the guide. */
  index: z.object({ heading: nonEmpty.max(60), intro: nonEmpty.max(400), readGuide: nonEmpty.max(30) }),
  /** Under a guide's title, before the dates: the company wrote it ("By {business.name}"). */
  byline: nonEmpty.max(60),
  /** What screen readers call the trail above a guide's title (Home › the guides' index). */
  breadcrumbLabel: nonEmpty.max(40),
  /** Above the list of a guide's sections, beside it on wide screens and after its lead on phones. */
  contentsHeading: nonEmpty.max(40),
  /** Above a guide's own related links. */
  readNextHeading: nonEmpty.max(60),
  /** Under a guide's title, each before its date: "Published 14 March 2026 · Updated 2 April 2026". */
  dates: z.object({ published: nonEmpty.max(40), updated: nonEmpty.max(40) }),
  /**
   * The panel beside every guide on wide screens (after it on phones): what it costs, then Book Now
   * and Ask us to call (the site's buttons), then a link or two (every price).
   */
  nextSteps: z.object({
    heading: nonEmpty.max(60),
    text: nonEmpty.max(240),
    links: z.array(link).min(1).max(3),
  }),
})

export type GuidesCopy = z.infer<typeof guidesCopySchema>
export type GuideLink = z.infer<typeof link>

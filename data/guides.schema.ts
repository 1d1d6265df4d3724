// The front matter of a guide (content/guides/<slug>.md) and the section's own words
// (content/guides/guides.json). Checked at build time only (data/validate.ts).
import { z } from 'zod'
import { metadataLimits } from './limits.ts'

const nonEmpty = z.string().trim().min(1)
/** A page of the site: /prices, or a guide such as /guides/do-i-have-microbore-pipes. */
const sitePath = z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'must be a root-relative path such as /prices')

/** Today as yyyy-mm-dd (UTC), read when a file is checked, so a date cannot be later than the check. */
const today = () => new Date().toISOString().slice(0, 10)
const isoDate = z
  .string({ error: 'must be a date written yyyy-mm-dd, such as 2026-03-14' })
  // Each rule stops the ones after it, so a bad date gets one message.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written yyyy-mm-dd, such as 2026-03-14', abort: true })
  .refine(
    (date) => {
      const parsed = new Date(`${date}T00:00:00Z`)
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)
    },
    { message: 'must be a real date', abort: true },
  )
  .refine((date) => date <= today(), 'must not be in the future')

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
  index: z.object({ heading: nonEmpty.max(60), intro: nonEmpty.max(400) }),
  /** Above a guide's own related links. */
  readNextHeading: nonEmpty.max(60),
  /** The links every guide ends with: prices, the coverage check, booking and the call-back form. */
  nextSteps: z.object({
    heading: nonEmpty.max(60),
    links: z.array(link.extend({ text: nonEmpty.max(160) })).min(1),
  }),
})

export type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>
export type GuidesCopy = z.infer<typeof guidesCopySchema>
export type GuideLink = z.infer<typeof link>

// Zod schemas for every content file in data/. They run at build time (vite.config.ts)
// and in unit tests, never in the browser, so zod stays out of the client bundle.
import { z } from 'zod'
import { mainNavigationItemCount, metadataLimits } from './limits.ts'

const nonEmpty = z.string().trim().min(1)
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+)?$/, 'must be a root-relative path such as /prices')
const pounds = z.number().int().positive()
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 08:00')

export const businessSchema = z.object({
  name: nonEmpty,
  /** True while `name` is the design brief's neutral working name rather than the trading name: the go-live check refuses it. */
  workingName: z.boolean(),
  alternateName: nonEmpty,
  tagline: nonEmpty.max(60),
  description: nonEmpty.min(80).max(300),
  address: z.object({
    locality: nonEmpty,
    /** How locals name the wider area, e.g. North London. */
    area: nonEmpty,
    region: nonEmpty,
    postalCode: nonEmpty,
    country: z.literal('GB'),
  }),
  geo: z.object({ latitude: z.number().min(49).max(61), longitude: z.number().min(-8).max(2) }),
  serviceRadiusMetres: z.number().int().positive(),
  priceRange: z.string().regex(/^£{1,4}$/),
  registeredIn: nonEmpty,
  governingLaw: nonEmpty,
})

export const figuresSchema = z.object({
  systemsCleaned: z.number().int().positive(),
  successRatePercent: z.number().min(0).max(100),
  unfixableMicroboreSuccessPercent: z.number().min(0).max(100),
  plasticPipeSystems: z.number().int().positive(),
  ratingValue: z.number().min(1).max(5),
  ratingCount: z.number().int().positive(),
  bestRating: z.literal(5),
  worstRating: z.literal(1),
  failedPowerFlushRepairsPercent: z.number().min(0).max(100),
  foundedYear: z.number().int().min(1900).max(2100),
  combinedExperienceYears: z.number().int().positive(),
  microboreMinMillimetres: z.number().positive(),
  microboreMaxMillimetres: z.number().positive(),
  standardPipeMillimetres: z.number().positive(),
  fixDays: z.number().int().positive(),
})

export const pricingSchema = z
  .object({
    rows: z
      .array(
        z.object({
          /** The number of radiators, towel rails included; the first row covers that many and fewer. */
          radiators: z.number().int().positive(),
          standard: pounds,
          noFix: pounds,
        }),
      )
      .min(1),
    contactFromRadiators: z.number().int().positive(),
    standardGuaranteeYears: z.number().int().positive(),
    noFixGuaranteeYears: z.number().int().positive(),
    cancellationNoticeHours: z.number().int().positive(),
    paymentMethods: z.array(nonEmpty).min(1),
  })
  .superRefine((pricing, ctx) => {
    pricing.rows.forEach((row, index) => {
      if (row.noFix <= row.standard) {
        ctx.addIssue({ code: 'custom', path: ['rows', index, 'noFix'], message: 'must be higher than the standard price' })
      }
      const previous = pricing.rows[index - 1]
      if (previous && row.radiators !== previous.radiators + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'radiators'],
          message: `must be one more than the row before (${previous.radiators + 1}), so every count has a price`,
        })
      }
      if (previous && row.standard <= previous.standard) {
        ctx.addIssue({ code: 'custom', path: ['rows', index, 'standard'], message: 'must rise with the number of radiators' })
      }
    })
    const last = pricing.rows.at(-1)
    if (last && pricing.contactFromRadiators !== last.radiators + 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['contactFromRadiators'],
        message: `must follow the last row (${last.radiators + 1}), so no count is left without a price or a way to ask`,
      })
    }
  })

const dayOfWeek = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
export const openingHoursSchema = z.array(z.object({ days: z.array(dayOfWeek).min(1), opens: time, closes: time, label: nonEmpty })).min(1)

export const navigationSchema = z.object({
  main: z.array(z.object({ name: nonEmpty, href: internalPath })).length(mainNavigationItemCount),
  footerQuickLinks: z.array(z.object({ name: nonEmpty, href: internalPath })).min(1),
  legal: z.array(z.object({ name: nonEmpty, href: internalPath })).min(1),
})

export const coverageSchema = z.object({
  regions: z.array(z.object({ name: nonEmpty, areas: z.array(nonEmpty).min(1) })).min(1),
  cities: z.array(nonEmpty).min(1),
  ruralAndCoastal: z.array(nonEmpty).min(1),
})

export const localAreaSchema = z.object({
  slug,
  name: nonEmpty,
  borough: nonEmpty,
  postcodes: z.array(z.string().regex(/^N\d{1,2}$|^EN\d{1,2}$/, 'must be a North London or Enfield postcode district')).min(1),
  centre: z.object({ latitude: z.number().min(51.4).max(51.8), longitude: z.number().min(-0.5).max(0.3) }),
  intro: nonEmpty.min(120),
  propertyTypes: z.array(z.object({ name: nonEmpty, detail: nonEmpty.min(40) })).min(2),
  localDetail: nonEmpty.min(120),
  servicePromise: nonEmpty.min(60),
})
export const localAreasSchema = z.array(localAreaSchema).min(1)

export const pageMetaSchema = z.object({
  /** The page's drawing (components/illustrations/artwork.tsx): its hero and its share image. */
  art: slug.optional(),
  path: internalPath,
  aliases: z.array(internalPath).optional(),
  /** The page part; the head adds " | " and the business name, and validate.ts checks the whole. */
  title: nonEmpty.min(10),
  description: z.string().min(metadataLimits.descriptionMin).max(metadataLimits.descriptionMax),
  keywords: z.array(nonEmpty).min(3),
  /** A page only reached by doing something (the thank-you page): search engines are asked not to list it, and the sitemap leaves it out. */
  unlisted: z.literal(true).optional(),
})
export const pagesSchema = z.array(pageMetaSchema).min(1)

/** Today as yyyy-mm-dd (UTC), read when a file is checked, so a date cannot be later than the check. */
const today = () => new Date().toISOString().slice(0, 10)
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-mm-dd, such as 2026-03-14')
  .refine((date) => {
    const [year = 0, month = 0, day = 0] = date.split('-').map(Number)
    const parsed = new Date(Date.UTC(year, month - 1, day))
    return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  }, 'must be a real date')
  .refine((date) => date <= today(), 'must not be in the future')

export const quoteSchema = z.object({
  /** The customer's words, as left on the review site. */
  quote: nonEmpty.min(40),
  /** Who, by role and place only: never a person's name. */
  attribution: nonEmpty.max(80),
  system: nonEmpty,
  /** Where the review was left, such as the reviews provider's name. */
  source: nonEmpty,
  /** The day the review was left. */
  date: isoDate,
  rating: z.number().int().min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars'),
  /** True for an example written to show the layout: the go-live check refuses to publish it. */
  sample: z.boolean(),
  /** The local area (a slug in data/local-areas.ts) when the quote's place is one; validate.ts checks it exists. */
  localArea: slug.optional(),
})
export const quotesSchema = z.array(quoteSchema).min(3)

const legalSection = z.object({
  /** The section's address on its page (/terms-and-conditions#cancellation-rights): other pages link to it. */
  id: slug,
  heading: nonEmpty,
  paragraphs: z.array(nonEmpty).min(1),
  /** Points shown as a list after the paragraphs. */
  list: z.array(nonEmpty).min(1).optional(),
  /** A text to copy, shown in a box after the rest, such as the model cancellation form. */
  box: z.object({ title: nonEmpty, lines: z.array(nonEmpty).min(1) }).optional(),
})
export const legalDocumentSchema = z
  .object({ title: nonEmpty, intro: nonEmpty, sections: z.array(legalSection).min(1) })
  .superRefine((document, ctx) => {
    const seen = new Set<string>()
    document.sections.forEach((section, index) => {
      if (seen.has(section.id)) ctx.addIssue({ code: 'custom', path: ['sections', index, 'id'], message: 'is used by another section' })
      seen.add(section.id)
    })
  })

export type Business = z.infer<typeof businessSchema>
export type Figures = z.infer<typeof figuresSchema>
export type Pricing = z.infer<typeof pricingSchema>
export type PriceRow = Pricing['rows'][number]
export type OpeningHours = z.infer<typeof openingHoursSchema>
export type Navigation = z.infer<typeof navigationSchema>
export type NavItem = Navigation['main'][number]
export type Coverage = z.infer<typeof coverageSchema>
export type LocalArea = z.infer<typeof localAreaSchema>
export type PageMeta = z.infer<typeof pageMetaSchema>
export type Quote = z.infer<typeof quotesSchema>[number]
export type LegalDocument = z.infer<typeof legalDocumentSchema>

/** Reports any id used twice in a list, at the second use. */
const uniqueIds = <T extends { id: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>()
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used by another entry' })
    seen.add(item.id)
  })
}

/** Where a question is shown: /virtual-assistant (all of them), /prices, /no-fix-no-fee-deals. */
export const questionPages = ['assistant', 'prices', 'no-fix-no-fee'] as const
export const questionSchema = z.object({
  id: slug,
  question: nonEmpty.max(120).refine((question) => question.endsWith('?'), 'must end with a question mark'),
  /** One to three short paragraphs of plain text. */
  answer: z.array(nonEmpty.max(600)).min(1).max(3),
  /** Extra words a visitor might type to find it, in lower case. */
  keywords: z.array(z.string().regex(/^[a-z0-9][a-z0-9' -]*$/, 'must be lower-case words')).min(1),
  pages: z
    .array(z.enum(questionPages))
    .min(1)
    .refine((pages) => pages.includes('assistant'), 'must include assistant: every question is answered on /virtual-assistant')
    .refine((pages) => new Set(pages).size === pages.length, 'must name each page once'),
})
export const questionsSchema = z.array(questionSchema).min(1).superRefine(uniqueIds)

export const guaranteeSchema = z.object({
  /** One or two sentences: both guarantees and what they promise. */
  summary: nonEmpty.max(320),
  covers: z.array(nonEmpty).min(1),
  conditions: z.array(nonEmpty).min(1),
  howToClaim: z.array(nonEmpty).min(1),
})

export const bookingStepsSchema = z
  .array(
    z.object({
      id: slug,
      title: nonEmpty.max(60),
      /** One or two short sentences. */
      text: nonEmpty.max(320),
      /** The id of the section in data/legal/terms.ts that says it in full; validate.ts checks it exists. */
      termsSection: slug,
    }),
  )
  .min(1)
  .superRefine(uniqueIds)

export const reviewPolicySchema = z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1) })

export type Question = z.infer<typeof questionSchema>
export type QuestionPage = (typeof questionPages)[number]
export type Guarantee = z.infer<typeof guaranteeSchema>
export type BookingStep = z.infer<typeof bookingStepsSchema>[number]
export type ReviewPolicy = z.infer<typeof reviewPolicySchema>

const formField = z.object({ label: nonEmpty.max(60), hint: nonEmpty.max(200).optional() })
const choices = z
  .array(z.object({ value: slug, label: nonEmpty.max(60) }))
  .min(2)
  .superRefine((items, ctx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      if (seen.has(item.value)) ctx.addIssue({ code: 'custom', path: [index, 'value'], message: 'is used by another choice' })
      seen.add(item.value)
    })
  })
/** The pipe types the form offers; the business reads them as written, so their values are fixed. */
export const pipeTypeValues = ['microbore', 'plastic', 'copper-15mm', 'unknown'] as const

export const enquiryCopySchema = z
  .object({
    heading: nonEmpty.max(60),
    intro: nonEmpty.max(400),
    replyPromise: nonEmpty.max(200),
    privacyNote: nonEmpty.max(200),
    /** The words of privacyNote that link to the privacy policy's section on enquiries. */
    privacyLinkText: nonEmpty.max(40),
    /** Beside the form on wide screens, above the phone number. */
    talkNow: nonEmpty.max(60),
    errorSummaryHeading: nonEmpty.max(40),
    /** The label of the field robots fill and people never see. */
    honeypotLabel: nonEmpty.max(60),
    /** The status line while sending: photos being made smaller, then the upload (a percentage follows it). */
    progress: z.object({ preparingPhotos: nonEmpty.max(60), sending: nonEmpty.max(30) }),
    /** When sending failed for a reason that is no field's. */
    failure: z.object({
      /** Said when the server gave no reason, or could not be reached. */
      fallback: nonEmpty.max(120),
      /** Before the phone number. */
      callUs: nonEmpty.max(160),
    }),
    fields: z.object({
      name: formField,
      phone: formField,
      email: formField,
      postcode: formField,
      radiators: formField,
      pipeType: formField,
      powerFlushed: formField,
      note: formField,
      callTime: formField,
      photos: formField,
    }),
    radiatorsNotSure: nonEmpty.max(30),
    pipeTypes: choices.refine(
      (items) => pipeTypeValues.every((value) => items.some((item) => item.value === value)) && items.length === pipeTypeValues.length,
      `must offer exactly these values: ${pipeTypeValues.join(', ')}`,
    ),
    powerFlushedOptions: choices,
    callTimes: choices,
    submit: nonEmpty.max(40),
    entryLink: nonEmpty.max(40),
    sent: z.object({
      heading: nonEmpty.max(80),
      referenceLabel: nonEmpty.max(40),
      nextStepsHeading: nonEmpty.max(60),
      nextSteps: z.array(nonEmpty.max(240)).min(1),
      callUs: nonEmpty.max(160),
      /** Before the names of photos that did not arrive. */
      photosMissing: nonEmpty.max(160),
      /** What to have ready for the call, so it ends with a fixed price. */
      beforeWeCall: z.object({ heading: nonEmpty.max(60), points: z.array(nonEmpty.max(200)).min(1) }),
    }),
    retention: z.object({
      /** Months an enquiry is kept when it leads to no job (the privacy policy quotes it). */
      enquiryMonths: z.number().int().min(1).max(72),
      /** Days photos are kept unless the sender becomes a customer. */
      photoDays: z.number().int().min(1).max(730),
      /** Days the photo links in the business's email keep working. */
      photoLinkDays: z.number().int().min(1).max(30),
    }),
  })
  .refine((copy) => copy.privacyNote.includes(copy.privacyLinkText), {
    path: ['privacyLinkText'],
    message: 'must be words of privacyNote, which become the link',
  })
export type EnquiryCopy = z.infer<typeof enquiryCopySchema>

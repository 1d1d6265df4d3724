// Zod schemas for every content file in content/ (read through data/). They run at build time (vite.config.ts)
// and in unit tests, never in the browser, so zod stays out of the client bundle.
import { z } from 'zod'
import { mainNavigationItemCount, metadataLimits, pipeTypeValues } from './fixed-values.ts'

export const nonEmpty = z.string().trim().min(1)
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
const pathMessage = 'must be a root-relative path such as /prices'
const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+)?$/, pathMessage)
/** A page of the site at any depth: /prices, or a guide such as /guides/do-i-have-microbore-pipes. */
export const sitePath = z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, pathMessage)
const pounds = z.number().int().positive()
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 08:00')

export const businessSchema = z
  .object({
    name: nonEmpty.describe('The trading name, shown across the site'),
    /** True while `name` is the design brief's neutral working name rather than the trading name: the go-live check refuses it. */
    workingName: z.boolean().describe('On while the name above is still the working name; turn it off once it is the real trading name'),
    alternateName: nonEmpty.describe('A shorter name people also use'),
    tagline: nonEmpty.max(60).describe('One line under the name, up to 60 characters'),
    description: nonEmpty.min(80).max(300).describe('What the business does, in 80 to 300 characters: search engines show it'),
    address: z
      .object({
        locality: nonEmpty,
        /** How locals name the wider area, e.g. North London. */
        area: nonEmpty,
        region: nonEmpty,
        postalCode: nonEmpty,
        country: z.literal('GB'),
      })
      .describe('Where the business is based, as search engines show it'),
    geo: z
      .object({ latitude: z.number().min(49).max(61), longitude: z.number().min(-8).max(2) })
      .describe('The map point of the base: the coverage check measures distances from here'),
    serviceRadiusMetres: z.number().int().positive().describe('How far from the base we travel, in metres (400000 is 400 km)'),
    priceRange: z
      .string()
      .regex(/^£{1,4}$/)
      .describe('One to four £ signs: the price level search engines show'),
    registeredIn: nonEmpty.describe('Where the company is registered, such as England and Wales'),
    governingLaw: nonEmpty.describe('The law the terms follow'),
  })
  .describe('Who the business is and where it works from: the header, the footer and what search engines read')

export const figuresSchema = z
  .object({
    systemsCleaned: z.number().int().positive().describe('Heating systems cleared so far (shown as 4,000+)'),
    successRatePercent: z.number().min(0).max(100).describe('Share of systems we fix, as a percentage'),
    unfixableMicroboreSuccessPercent: z
      .number()
      .min(0)
      .max(100)
      .describe('Success rate on microbore systems others could not fix, as a percentage'),
    plasticPipeSystems: z.number().int().positive().describe('Plastic-pipe systems cleared so far'),
    ratingValue: z.number().min(1).max(5).describe('Average review score out of 5, such as 4.75'),
    ratingCount: z.number().int().positive().describe('How many reviews the average is taken from'),
    bestRating: z.literal(5),
    worstRating: z.literal(1),
    failedPowerFlushRepairsPercent: z
      .number()
      .min(0)
      .max(100)
      .describe('Share of our jobs that follow a failed power flush, as a percentage'),
    foundedYear: z.number().int().min(1900).max(2100).describe('The year the business started'),
    combinedExperienceYears: z.number().int().positive().describe("The team's years of experience, added together"),
    microboreMinMillimetres: z.number().positive().describe('Smallest pipe we call microbore, in millimetres'),
    microboreMaxMillimetres: z.number().positive().describe('Largest pipe we call microbore, in millimetres'),
    standardPipeMillimetres: z.number().positive().describe('The usual pipe of a standard system, in millimetres'),
    fixDays: z.number().int().positive().describe('Days a job usually takes'),
  })
  .describe('The numbers quoted across the site: change one here and every page that quotes it changes')

export const pricingSchema = z
  .object({
    rows: z
      .array(
        z.object({
          /** The number of radiators, towel rails included; the first row covers that many and fewer. */
          radiators: z.number().int().positive().describe('Number of radiators, towel rails included: one more than the row before'),
          standard: pounds.describe('Standard price in pounds, VAT included'),
          noFix: pounds.describe('No Fix No Fee price in pounds, VAT included: higher than the Standard price'),
        }),
      )
      .min(1)
      .describe('One row per number of radiators, in order; the first row also covers fewer radiators'),
    contactFromRadiators: z
      .number()
      .int()
      .positive()
      .describe('From this many radiators visitors are asked to call for a price: one more than the last row'),
    standardGuaranteeYears: z.number().int().positive().describe('Years of guarantee with Standard'),
    noFixGuaranteeYears: z.number().int().positive().describe('Years of guarantee with No Fix No Fee'),
    cancellationNoticeHours: z.number().int().positive().describe("Hours' notice a customer gives to move or cancel a visit at no charge"),
    paymentMethods: z.array(nonEmpty).min(1).describe('Ways a customer can pay, one per line'),
  })
  .describe('The price list: whole pounds, VAT, chemicals and travel included')
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
export const openingHoursSchema = z
  .array(
    z.object({
      days: z.array(dayOfWeek).min(1).describe('The days these hours apply to'),
      opens: time.describe('Opening time on the 24-hour clock, such as 08:00'),
      closes: time.describe('Closing time on the 24-hour clock, such as 18:00'),
      label: nonEmpty.describe('The days as the site shows them, such as Monday to Friday'),
    }),
  )
  .min(1)
  .describe('When we answer the phone: one row per group of days with the same hours')

export const navigationSchema = z.object({
  main: z
    .array(z.object({ name: nonEmpty, href: internalPath }))
    .length(
      mainNavigationItemCount,
      `must have exactly ${mainNavigationItemCount} items, Home to Testimonials, as the site's specification fixes: link a new page from the footer's quick links or from another page, or change an item's name and link rather than add one`,
    ),
  footerQuickLinks: z.array(z.object({ name: nonEmpty, href: internalPath })).min(1),
  /** Smaller links under the nine in the phone menu, for pages outside them (the guides). */
  menuSecondary: z
    .array(z.object({ name: nonEmpty, href: internalPath }))
    .default([])
    .describe('Smaller links under the nine items in the phone menu, such as the guides'),
  legal: z.array(z.object({ name: nonEmpty, href: internalPath })).min(1),
})

export const coverageSchema = z.object({
  north: nonEmpty.max(40).describe('The furthest place north we work, as in "from York to Dorset": the words quote it as {coverage.north}'),
  south: nonEmpty.max(40).describe('The furthest place south we work, as in "from York to Dorset": the words quote it as {coverage.south}'),
  regions: z.array(z.object({ name: nonEmpty, areas: z.array(nonEmpty).min(1) })).min(1),
  cities: z.array(nonEmpty).min(1),
  ruralAndCoastal: z.array(nonEmpty).min(1),
})

export const localAreaSchema = z.object({
  slug: slug.describe("The page's address: palmers-green is /palmers-green"),
  name: nonEmpty.describe("The area's name as locals say it"),
  borough: nonEmpty.describe('The borough or council area'),
  postcodes: z
    .array(z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]?$/, 'must be a UK postcode district in capitals, such as N13, EN2 or SW1A'))
    .min(1)
    .describe('The postcode districts the area covers, such as N13'),
  centre: z
    .object({ latitude: z.number().min(49).max(61), longitude: z.number().min(-8).max(2) })
    .describe("The map point of the area's centre, anywhere we travel to (data/validate.ts checks the distance)"),
  heroLine: nonEmpty
    .max(85)
    .describe('The sentence under the big heading that only this area has (its homes and their heating), at most 85 characters'),
  intro: nonEmpty.min(120).describe('The opening paragraph of "Working in" the area, at least 120 characters'),
  propertyTypes: z
    .array(z.object({ name: nonEmpty, detail: nonEmpty.min(40) }))
    .min(2)
    .describe('The kinds of home in the area and what their heating is like: two or more'),
  localDetail: nonEmpty.min(120).describe('A paragraph of local detail that only this page has, at least 120 characters'),
  servicePromise: nonEmpty.min(60).describe('What we promise homeowners here, at least 60 characters'),
})
export const localAreasSchema = z.array(localAreaSchema).min(1).describe('The local pages, one row each: a new row makes a new page')

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
const dateMessage = 'must be a date written yyyy-mm-dd, such as 2026-03-14'
export const isoDate = z
  .string({ error: dateMessage })
  // Each rule stops the ones after it, so a bad date gets one message.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: dateMessage, abort: true })
  .refine(
    (date) => {
      const [year = 0, month = 0, day = 0] = date.split('-').map(Number)
      const parsed = new Date(Date.UTC(year, month - 1, day))
      return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
    },
    { message: 'must be a real date', abort: true },
  )
  .refine((date) => date <= today(), 'must not be in the future')

export const quoteSchema = z.object({
  quote: nonEmpty.min(40).describe("The customer's words, exactly as left on the review site"),
  attribution: nonEmpty.max(80).describe('Who, by role and place only, such as Homeowner, Enfield: never a name'),
  /** The reviewer's initials, shown in a round mark: what the review site shows, never made up. */
  initials: z
    .string()
    .regex(/^[A-Z]{1,3}$/, 'must be one to three capital letters, such as JS')
    .optional()
    .describe("Optional: the reviewer's initials as the review site shows them, such as JS (never a name); empty shows a plain mark"),
  system: nonEmpty.describe('The heating system, such as 8mm microbore, 1970s semi'),
  source: nonEmpty.describe('Where the review was left'),
  date: isoDate.describe('The day the review was left, written yyyy-mm-dd'),
  rating: z.number().int().min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars').describe('Stars given, 1 to 5'),
  /** True for an example written to show the layout: the go-live check refuses to publish it. */
  sample: z.boolean().describe('On for an example written to show the layout (it shows an Example badge); off only for a real review'),
  /** The local area (a slug in content/local-areas.json) when the quote's place is one; validate.ts checks it exists. */
  localArea: slug.optional().describe('Optional: the local page the review belongs to, by its address, such as enfield'),
})
export const quotesSchema = z
  .array(quoteSchema)
  .min(1)
  .describe('Customer reviews, word for word. Samples show an Example review badge and must be replaced before going live')

/** Where the CMS puts a case study's photos (public/…) and the address the page uses (/…). */
export const caseStudyImageFolder = 'images/case-studies'
interface PictureField {
  /** Where the CMS uploads it, under public/. */
  folder: string
  /** An address to quote in the error, such as /images/team/lead-engineer.jpg. */
  examplePath: string
  /** The CMS's hint for the upload. */
  uploadHint: string
  altMax: number
  altHint: string
}

/** A photo under /images/ (public/images/ in the repository), or `art:` and the name of one of the site's drawings. */
export const pictureSchema = ({ folder, examplePath, uploadHint, altMax, altHint }: PictureField) =>
  z.object({
    src: z
      .string()
      .regex(
        /^(?:\/images\/[A-Za-z0-9/_.-]+\.(?:jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)|art:[a-z0-9-]+)$/,
        `must be a photo under /images/, such as ${examplePath}, or art: and a drawing’s name`,
      )
      // x-image-folder: the CMS shows an image upload here (vite-plugins/cms-fields.ts).
      .meta({ description: uploadHint, 'x-image-folder': folder }),
    alt: nonEmpty.max(altMax).describe(altHint),
  })

const caseStudyImage = pictureSchema({
  folder: caseStudyImageFolder,
  examplePath: '/images/case-studies/palmers-green-before.jpg',
  uploadHint: 'The photo: upload a JPEG, PNG or WebP',
  altMax: 200,
  altHint: 'What the photo shows, for people who cannot see it, such as "Thermal image: radiator cold at the bottom"',
}).describe('A photo, such as a thermal image or the sludge that came out')

export const caseStudySchema = z.object({
  id: slug.describe('A short name in lower-case words joined by hyphens, such as palmers-green-microbore: keep it once published'),
  title: nonEmpty.max(90).describe('The heading of the card, such as "Cold downstairs radiators in an Edwardian terrace"'),
  area: nonEmpty.max(60).describe('Where, by place and postcode district only, such as Palmers Green, N13: never a street or house'),
  /** The local area (a slug in content/local-areas.json) whose page shows it; validate.ts checks it exists. */
  localArea: slug.optional().describe('Optional: the local page that shows this case study, by its address, such as palmers-green'),
  system: nonEmpty.max(80).describe('The pipes and the home, such as 8mm microbore, 1930s semi'),
  radiators: z.number().int().positive().describe('How many radiators, towel rails included'),
  powerFlushedBefore: z.boolean().describe('On if the system had been power flushed before we came'),
  optionChosen: z.enum(['standard', 'no-fix-no-fee']).describe('The option the customer chose: standard or no-fix-no-fee'),
  problem: nonEmpty.min(40).describe('What was wrong when we arrived, in a sentence or two'),
  whatWeDid: nonEmpty.min(40).describe('What we did, in a sentence or two'),
  outcome: nonEmpty.min(20).describe('How it ended: what the customer has now'),
  date: isoDate.describe('The day of the job, written yyyy-mm-dd'),
  before: caseStudyImage.describe('The photo before the flush: a thermal image or the sludge'),
  after: caseStudyImage.describe('The photo after the flush'),
  /** True for an example written to show the layout: the go-live check refuses to publish it. */
  sample: z.boolean().describe('On for an example written to show the layout (it shows an Example badge); off only for a real job'),
})
export const caseStudiesSchema = z
  .array(caseStudySchema)
  .superRefine((items, ctx) => uniqueIds(items, ctx))
  .describe('Jobs we have done, one card each. Samples show an Example badge and must be replaced before going live')
export type CaseStudy = z.infer<typeof caseStudySchema>
export type CaseStudyImage = CaseStudy['before']

/** Words that depend on when the chat, booking and reviews services may load (THIRD_PARTY_CONSENT). */
const byConsent = <T extends z.ZodType>(text: T) =>
  z
    .object({
      'on-visit': text.describe('When the services load as their page opens'),
      ask: text.describe('When they load only once the visitor chooses'),
    })
    .strict()
/** The front matter of a legal document (content/legal/*.md); its sections are the body's "## " headings. */
export const legalFrontMatterSchema = z
  .object({
    title: nonEmpty.describe("The page's heading"),
    intro: z.union([nonEmpty, byConsent(nonEmpty)]).describe('The paragraph under the heading'),
    updated: isoDate.describe(
      'The day this document last changed, such as 2026-11-23: change it with its words (for the terms, also when the guarantee or cancellation terms they quote change)',
    ),
    consent: z
      .record(z.string().regex(/^[a-zA-Z]+$/, 'must be one word of letters, used as {consent.word}'), byConsent(z.string().optional()))
      .optional()
      .describe('Words used in the text as {consent.word}, one version for each setting (left blank, nothing is said in that setting)'),
  })
  .strict()

export type Business = z.infer<typeof businessSchema>
export type Figures = z.infer<typeof figuresSchema>
export type Pricing = z.infer<typeof pricingSchema>
export type PriceRow = Pricing['rows'][number]
export type OpeningHours = z.infer<typeof openingHoursSchema>
export type Navigation = z.infer<typeof navigationSchema>
export type Coverage = z.infer<typeof coverageSchema>
export type LocalArea = z.infer<typeof localAreaSchema>
export type PageMeta = z.infer<typeof pageMetaSchema>
export type Quote = z.infer<typeof quotesSchema>[number]

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
  id: slug.describe('A short name in lower-case words joined by hyphens, used in links: keep it once published'),
  question: nonEmpty
    .max(120)
    .refine((question) => question.endsWith('?'), 'must end with a question mark')
    .describe('The question as a homeowner asks it, ending with a question mark'),
  /** One to three short paragraphs of plain text. */
  answer: z
    .array(nonEmpty.max(600))
    .min(1)
    .max(3)
    .describe('One to three short paragraphs; {price.from.standard} and the like are filled in with the current figures'),
  /** Extra words a visitor might type to find it, in lower case. */
  keywords: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9' -]*$/, 'must be lower-case words'))
    .min(1)
    .describe('Other words a visitor might type to find it, in lower case'),
  pages: z
    .array(z.enum(questionPages))
    .min(1)
    .refine((pages) => pages.includes('assistant'), 'must include assistant: every question is answered on /virtual-assistant')
    .refine((pages) => new Set(pages).size === pages.length, 'must name each page once')
    .describe('Where it is shown: assistant (always), and prices or no-fix-no-fee too if chosen'),
})
export const questionsSchema = z
  .array(questionSchema)
  .min(1)
  .superRefine(uniqueIds)
  .describe('Common questions and their answers, on the assistant page and, where chosen, the prices and No Fix No Fee pages')

export const guaranteeSchema = z.object({
  /** One or two sentences: both guarantees and what they promise. */
  summary: nonEmpty.max(320),
  covers: z.array(nonEmpty).min(1),
  conditions: z.array(nonEmpty).min(1),
  howToClaim: z.array(nonEmpty).min(1),
})

export const cancellationSchema = z
  .object({
    /** Two sentences: the right to cancel, then the notice to move or cancel after it. */
    summary: nonEmpty.max(320),
  })
  .describe('The right to cancel in two sentences, for the booking steps and the prices page ({cancellation.summary} quotes it)')

export const bookingStepsSchema = z
  .array(
    z.object({
      id: slug,
      title: nonEmpty.max(60),
      /** One or two short sentences. */
      text: nonEmpty.max(320),
      /**
       * The id of the section in content/legal/terms-and-conditions.md that says it in full, linked
       * after the step: for the steps a wary customer checks (the guarantee, the right to cancel),
       * not every one. validate.ts checks it exists.
       */
      termsSection: slug.optional(),
    }),
  )
  .min(1)
  .superRefine(uniqueIds)

export const reviewPolicySchema = z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1) })

export type Question = z.infer<typeof questionSchema>
export type QuestionPage = (typeof questionPages)[number]
export type Guarantee = z.infer<typeof guaranteeSchema>
export type Cancellation = z.infer<typeof cancellationSchema>
export type BookingStep = z.infer<typeof bookingStepsSchema>[number]
export type ReviewPolicy = z.infer<typeof reviewPolicySchema>

const formField = z.object({ label: nonEmpty.max(60), hint: nonEmpty.max(200).optional() })
const choices = z
  .array(
    z.object({
      value: slug,
      label: nonEmpty.max(60),
      preselected: z
        .boolean()
        .optional()
        .describe('Chosen until the visitor chooses another: only for an answer that is true of anyone who skips the question'),
    }),
  )
  .min(2)
  .superRefine((items, ctx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      if (seen.has(item.value)) ctx.addIssue({ code: 'custom', path: [index, 'value'], message: 'is used by another choice' })
      seen.add(item.value)
      if (item.preselected && items.findIndex((other) => other.preselected) !== index)
        ctx.addIssue({ code: 'custom', path: [index, 'preselected'], message: 'only one choice of a question may be preselected' })
    })
  })

export const enquiryCopySchema = z
  .object({
    heading: nonEmpty.max(60).describe('The heading of the form and its page'),
    intro: nonEmpty.max(400).describe('The paragraph under the heading'),
    nextStepsHeading: nonEmpty.max(60).describe('Above the steps, before the form is sent and after'),
    nextSteps: z
      .array(nonEmpty.max(240))
      .min(1)
      .describe(
        'What happens once the form is sent, said above its button and again once sent; say when we call back, a promise we always meet',
      ),
    privacyNote: nonEmpty.max(200).describe('Under the form, about what we do with the details'),
    privacyLinkText: nonEmpty.max(40).describe('The words of the privacy note that link to the privacy policy (they must appear in it)'),
    talkNow: nonEmpty.max(60).describe('Beside the form on wide screens, above the phone number'),
    errorSummaryHeading: nonEmpty.max(40).describe('Above the list of answers to correct, when the form is sent with mistakes'),
    honeypotLabel: nonEmpty.max(60).describe('The label of a hidden field that only robots fill in: people never see it'),
    progress: z
      .object({ preparingPhotos: nonEmpty.max(60), sending: nonEmpty.max(30) })
      .describe('The status line while sending: photos being made smaller, then the upload (a percentage follows it)'),
    failure: z
      .object({
        fallback: nonEmpty.max(120).describe('Said when the server gave no reason, or could not be reached'),
        callUs: nonEmpty.max(160).describe('Before the phone number'),
      })
      .describe('When sending failed for a reason that is no one answer’s'),
    challenge: z
      .object({ waiting: nonEmpty.max(60), failed: nonEmpty.max(200), needsScript: nonEmpty.max(200) })
      .describe(
        'The robot check (Cloudflare Turnstile), when it is switched on: while it decides, when it cannot load, and without JavaScript',
      ),
    parts: z
      .object({
        you: nonEmpty.max(40),
        heating: nonEmpty.max(40),
        heatingHint: nonEmpty.max(120).describe('Under the heating part’s heading: that its questions are optional'),
        more: nonEmpty
          .max(80)
          .describe(
            'The button that opens the rest of the heating part (pipes, power flush, note, photos), kept closed so the send button is near',
          ),
      })
      .describe('The headings over the form’s parts: who to call, then about the heating and its photos'),
    fields: z
      .object({
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
      })
      .describe('Each question’s label, and the hint under it (optional)'),
    radiatorsNotSure: nonEmpty.max(30).describe('The choice for visitors who have not counted their radiators'),
    pipeTypes: choices
      .refine(
        (items) => pipeTypeValues.every((value) => items.some((item) => item.value === value)) && items.length === pipeTypeValues.length,
        `must offer exactly these values: ${pipeTypeValues.join(', ')}`,
      )
      .describe('The pipe choices: change the labels freely, keep the values (the engineers’ email and the records use them)'),
    powerFlushedOptions: choices.describe('The answers to "Have you had a power flush before?"'),
    callTimes: choices.describe('When we may call'),
    sent: z
      .object({
        heading: nonEmpty.max(80),
        referenceLabel: nonEmpty.max(40).describe('Before the reference, such as PF-7KQ2'),
        callBack: z
          .object({ phoneLabel: nonEmpty.max(40), timeLabel: nonEmpty.max(40) })
          .describe('Before the number we will call and the time chosen, said back so a mistyped number is seen'),
        callUs: nonEmpty.max(160),
        photosMissing: nonEmpty.max(160).describe('Before the names of photos that did not arrive'),
        beforeWeCall: z
          .object({ heading: nonEmpty.max(60), points: z.array(nonEmpty.max(200)).min(1) })
          .describe('What to have ready for the call, so it ends with a fixed price'),
      })
      .describe('The thank-you page after sending'),
    retention: z
      .object({
        enquiryMonths: z
          .number()
          .int()
          .min(1)
          .max(72)
          .describe('Months an enquiry is kept when it leads to no job (the privacy policy quotes it)'),
        photoDays: z.number().int().min(1).max(730).describe('Days photos are kept unless the sender becomes a customer'),
        photoLinkDays: z.number().int().min(1).max(30).describe('Days the photo links in the email to the business keep working'),
      })
      .describe('How long we keep what people send: the privacy policy and the scheduled clean-up both read these'),
  })
  .refine((copy) => copy.privacyNote.includes(copy.privacyLinkText), {
    path: ['privacyLinkText'],
    message: 'must be words of privacyNote, which become the link',
  })
  .describe('"Ask us to call you": the enquiry form, its thank-you page and how long enquiries are kept')
export type EnquiryCopy = z.infer<typeof enquiryCopySchema>

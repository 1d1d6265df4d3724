// The zod schemas of the words of each page and part of the site (content/copy/*.json), one
// section per file; data/validate.ts names each file's schema. They run at build time and in the
// tests, never in the browser. Their descriptions are the CMS's hints (vite-plugins/cms-fields.ts).
import { z } from 'zod'
import { placeholdersIn } from './placeholders.ts'
import { sitePath } from './schemas.ts'

// --- Shapes the files share ---

// Shapes that several pages' copy share (a hero, a section's heading, the closing call to action),
// so each page's schema in data/copy/ reads as the page does and the CMS shows the same hints everywhere.

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
    artCaption: words('Under the page’s drawing, where it has one: what the drawing shows').optional(),
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

/** A link in a page's words to another page of the site, such as the guide that goes deeper (the build checks the page exists). */
export const pageLink = (hint: string) =>
  z
    .object({ label: words('The words of the link'), href: sitePath.describe('The page it goes to, such as /guides/power-flush-failed') })
    .describe(hint)

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

// --- content/copy/areas-we-cover.json ---

// What /areas-we-cover says around the coverage lists (content/copy/areas-we-cover.json).
// The regions, cities and rural areas themselves live in content/coverage.json.

export const areasWeCoverCopySchema = z.object({
  hero: heroSchema,
  coverageCheck: sectionSchema
    .extend({ chatButton: words('The button to Flushy under the postcode check') })
    .describe('The postcode check'),
  regions: sectionSchema.describe('The regions we cover'),
  cities: sectionSchema.describe('The cities we cover'),
  rural: sectionSchema.describe('The rural and coastal areas'),
  localPages: sectionSchema.describe('The links to our local area pages'),
})

// --- content/copy/availability.json ---

// What /availability says around the booking calendar (content/copy/availability.json).

export const availabilityCopySchema = z.object({
  hero: heroSchema,
  calendar: sectionSchema.describe('The booking calendar: {booking.provider} names the service that runs it'),
  quote: z
    .object({
      label: words('The bold words before the quote a visitor brings from the price finder'),
      prices: words('The quote for a count we price: {option}, {standard} and {noFix} are filled in'),
      onRequest: words('The quote for the largest homes, which we price on the phone: {option} is filled in'),
      inPostcode: words('How {option} reads with the postcode the visitor gave: {postcode} is filled in'),
      change: words('The link back to the price finder to change the answers'),
      withoutQuoteLabel: words('The bold words before the starting prices, for a visitor who comes without a quote'),
      withoutQuote: words('The starting prices, for a visitor who comes without a quote (View Prices follows)'),
    })
    .describe('Above the calendar, the quote a visitor chose on the price finder and booked from, or else our starting prices'),
})

// --- content/copy/case-studies.json ---

// The labels of every case study card (content/copy/case-studies.json); the case studies
// themselves are in content/case-studies.json, and the option names in content/copy/prices-finder.json.

export const caseStudiesCopySchema = z.object({
  sampleBadge: words('The badge on a case study written as an example, such as Example'),
  illustration: words('The label under a drawing that stands in for a photo, such as Illustration'),
  before: words('The label of the photo before the flush'),
  after: words('The label of the photo after the flush'),
  facts: z
    .object({
      area: words('The label before the place'),
      system: words('The label before the pipes and home'),
      radiators: words('The label before the radiator count'),
      powerFlushedBefore: words('The label before whether it had been power flushed'),
      optionChosen: words('The label before the option chosen'),
      yes: words('Yes, for a power flush before'),
      no: words('No, for no power flush before'),
    })
    .describe('The labels of the facts on each card'),
  problem: words('The label before what was wrong'),
  whatWeDid: words('The label before what we did'),
  outcome: words('The label before how the job ended'),
  showMore: words('The line that opens the rest of the jobs on the reviews page'),
})

// --- content/copy/coverage-answers.json ---

// The postcode check's answers (content/copy/coverage-answers.json). They load with the check,
// in the browser and in the Worker, so they use only the names below, filled in as it answers.

export const coverageAnswerPlaceholders = {
  postcode: 'the postcode as typed and tidied, e.g. N13 4AB',
  name: 'the local area, e.g. Palmers Green',
  base: 'the town of our base',
  place: 'where the postcode is, e.g. Headingley',
  city: 'the listed city near it',
  region: 'its region or nation, e.g. Yorkshire and the Humber',
  km: 'about how far from our base',
  radiusKm: 'how far we normally travel',
  placeIs: 'the place opening a sentence, e.g. "Belfast is", "The Isles of Scilly are"',
} as const

type AnswerPlaceholder = keyof typeof coverageAnswerPlaceholders

/** Words that may use only the given placeholders: any other would reach the page as written. */
const answer = (hint: string, ...allowed: AnswerPlaceholder[]) =>
  words(allowed.length > 0 ? `${hint} (${allowed.map((name) => `{${name}}`).join(', ')} filled in)` : hint).refine(
    (text) => placeholdersIn(text).every((name) => (allowed as string[]).includes(name)),
    { message: allowed.length > 0 ? `only ${allowed.map((name) => `{${name}}`).join(', ')} can be used here` : 'no {…} can be used here' },
  )

export const coverageAnswersCopySchema = z.object({
  enterPostcode: answer('When nothing was typed'),
  notAPostcode: answer('When what was typed is not a postcode'),
  invalidDetail: answer('Under either of those'),
  local: z
    .object({
      headline: answer('The headline', 'postcode', 'name'),
      detailAtBase: answer('Under it, for the area of our base', 'base'),
      detail: answer('Under it, for the other local areas', 'name', 'base'),
      link: answer("The button to the area's page", 'name'),
    })
    .describe('A postcode in one of our local areas'),
  covered: z
    .object({
      headline: answer('The headline', 'postcode'),
      detail: answer('Under it', 'postcode', 'place', 'region', 'km'),
      detailNearCity: answer('Under it, when a listed city is near', 'postcode', 'place', 'city', 'region', 'km'),
    })
    .describe('A postcode within the distance we travel'),
  callUs: z
    .object({
      headline: answer('The headline', 'postcode'),
      acrossSea: answer('Under it, for an island or across the sea', 'placeIs'),
      unknownPlace: answer('Under it, for a postcode we cannot place', 'postcode'),
    })
    .describe('A postcode we arrange by phone'),
  outside: z
    .object({
      headline: answer('The headline', 'postcode'),
      detail: answer('Under it', 'placeIs', 'km', 'radiusKm'),
    })
    .describe('A postcode beyond the distance we travel'),
})

// --- content/copy/coverage-check.json ---

// The words of the postcode check's form (content/copy/coverage-check.json), wherever the check is shown.

export const coverageCheckCopySchema = z.object({
  label: words('The label over the postcode box'),
  hint: words('The hint under the label'),
  placeholder: words('Inside the empty postcode box, in the check and the guided quote, so it reads as a box to type in'),
  button: words('The button that checks the postcode, everywhere (the spec names it Check Coverage Now)'),
  loadFailed: words('When the check cannot load (offline): please try again or call'),
})

// --- content/copy/error-pages.json ---

// The words of the 404 page and of the screen for any other error (content/copy/error-pages.json).

const errorPageSchema = z.object({
  title: words('The page title in the browser tab and search results; the business name is added after it'),
  description: words('The summary search engines and shared links show'),
  heading: words('The big heading on the page'),
  message: words('The paragraph under the heading'),
})

export const errorPagesCopySchema = z.object({
  notFound: errorPageSchema
    .extend({ routesHeading: words('The heading over the links to the main pages (from content/navigation.json)') })
    .describe('The page shown for an address that does not exist'),
  failure: errorPageSchema
    .extend({ unknownReason: words('Said above the paragraph when the error gives no reason of its own') })
    .describe('The screen shown when something else goes wrong'),
})

// --- content/copy/home.json ---

// The words of the home page (content/copy/home.json).

export const homeCopySchema = z.object({
  hero: heroSchema,
  whyUs: sectionSchema.extend({
    cards: titledTexts('The reasons to choose us, one card each (the first four have a picture)', 2),
  }),
  technology: sectionSchema.extend({
    paragraphs: z.array(words('One paragraph')).min(1).describe('The paragraphs beside the drawing of the pellet flush'),
    linkLabel: words('The button to the microbore and plastic pipes page'),
  }),
  customers: sectionSchema.extend({ linkLabel: words('The button to the reviews page, under the reviews') }),
})

// --- content/copy/local-area.json ---

// The words every local area page shares (content/copy/local-area.json); each area's own words
// live in content/local-areas.json. {area.name}, {area.postcodes} and {area.heroLine} read as the page's area.

/** The names a local page's shared words may use for its own area. */
export const localAreaPlaceholders = {
  'area.name': 'the area, e.g. Palmers Green',
  'area.postcodes': 'its postcodes, e.g. N13 · N14',
  'area.heroLine': 'its own sentence for the top of its page',
} as const

export const localAreaCopySchema = z.object({
  hero: z
    .object({
      eyebrow: words('The small line above the big heading: {area.name} and {area.postcodes} are filled in per area'),
      title: words('The big heading at the top of each local page'),
      lead: words('The paragraph under the big heading, with the price and what we do: {area.heroLine} is the area’s own sentence'),
    })
    .describe('The top of each local page (the area’s own introduction opens "Working in" below)'),
  propertyTypes: sectionSchema.describe('The kinds of home we work on in the area, within the part about working there'),
  local: z
    .object({
      heading: words('The heading of the part about working in the area'),
      promiseHeading: words('The heading over the area’s service promise'),
      allAreasLink: words('The button to the page of every area we cover'),
    })
    .describe('Working in the area'),
  localReview: z
    .object({
      heading: words('The heading over a review from the area, under the postcode check'),
    })
    .describe('A review from the area (content/quotes.json, by its localArea), where it has one and no case studies'),
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

// --- content/copy/microbore-and-plastic-pipes.json ---

// The words of /microbore-and-plastic-pipes (content/copy/microbore-and-plastic-pipes.json).

export const microboreCopySchema = z.object({
  hero: heroSchema,
  whatIsMicrobore: sectionSchema.extend({
    paragraphs: z.array(words('One paragraph')).min(1).describe('What microbore is and why it blocks'),
    checklistHeading: words('The heading of the card beside those paragraphs'),
    checklist: points('The signs of microbore, one ticked line each'),
    guide: pageLink('A link under the paragraphs to the guide that explains more'),
  }),
  whyOthersFail: sectionSchema.extend({ cards: titledTexts('Other methods and why they fall short, one card each', 1) }),
  twoStep: sectionSchema.extend({
    steps: titledTexts('Our method, one numbered step each', 2),
  }),
  plasticPipes: sectionSchema.extend({
    text: words('The paragraph about plastic pipe'),
    checklist: points('What we do for plastic pipe, one ticked line each'),
  }),
  benefits: sectionSchema.extend({
    checklist: points('The benefits, one ticked line each, in a card beside the two steps', 2),
  }),
  results: sectionSchema.extend({ stats: statsSchema('The big figures of our results', 1) }),
  caseStudies: sectionSchema
    .extend({ study: z.string().describe('The one job this page shows, by its id in content/case-studies.json') })
    .describe('The heading and paragraph above the job this page shows'),
  cta: ctaBandSchema,
})

// --- content/copy/no-fix-no-fee.json ---

// The words of /no-fix-no-fee-deals (content/copy/no-fix-no-fee.json).

export const noFixNoFeeCopySchema = z.object({
  hero: heroSchema,
  compare: sectionSchema.describe('The heading and paragraph above the comparison of the two options and the visitor’s own prices'),
  howItWorks: sectionSchema.extend({ steps: titledTexts('The day of the visit, one numbered step each', 2) }),
  ifItFails: z.object({
    heading: words('The heading under the day’s steps'),
    paragraphs: z.array(words('One paragraph')).min(1).describe('What happens when a system cannot be cleared'),
  }),
  guarantee: sectionSchema.describe('The heading above the guarantee'),
  questions: sectionSchema.describe('The heading above the common questions'),
})

// --- content/copy/prices.json ---

// The words of /prices (content/copy/prices.json); the prices themselves are in content/pricing.json.

export const pricesCopySchema = z.object({
  hero: heroSchema,
  priceList: sectionSchema.describe('The heading and paragraph above the full price list'),
  options: sectionSchema.describe('The heading and paragraph above the comparison of the two options'),
  guaranteesAndPayment: z
    .object({
      includedHeading: words('The heading of the list of what every price includes'),
      included: points('What every price includes, one ticked line each', 2),
      cards: titledTexts(
        'Under that list: guarantees, payment and cancellation, a card each ({guarantee.summary} quotes the guarantee)',
        1,
      ),
    })
    .describe('Beside the price list: what every price includes, then the guarantee, payment and cancellation'),
  questions: sectionSchema.describe('The heading above the common questions about prices'),
  cta: ctaBandSchema,
})

// --- content/copy/prices-finder.json ---

// The words of the price finder and the price list (content/copy/prices-finder.json), on the home,
// prices and No Fix No Fee pages. The prices themselves come from content/pricing.json.

/** The names these words may use for the option the visitor picks and its prices. */
export const pricesFinderPlaceholders = {
  option: 'the radiator count chosen, e.g. 14 radiators',
  price: 'the starting price',
  amount: 'how much more No Fix No Fee costs',
  standard: 'the Standard price',
  noFix: 'the No Fix No Fee price',
  premium: 'how much more No Fix No Fee costs',
  count: 'a radiator count as the price list writes it, e.g. 14 or 26 or more',
  postcode: 'the postcode the visitor gave, e.g. N13',
  area: "a local page's area, e.g. Tottenham",
} as const

export const pricesFinderCopySchema = z.object({
  optionNames: z
    .object({
      standard: words('The name of the pay-whatever-the-outcome option'),
      noFix: words('The name of the pay-only-if-fixed option'),
    })
    .describe('The names of the two options, wherever prices are shown'),
  counts: z
    .object({
      first: words('The first choice of the quote and the first row of the price list, e.g. "Up to {price.from.radiators}"'),
      firstInASentence: words('The first count inside a sentence ("Prices for …"), e.g. "up to {price.from.radiators} radiators"'),
      contact: words('The choice and row for homes too large to price, e.g. "{price.contactFrom.radiators} or more"'),
      radiators: words('A count with its noun, e.g. "{count} radiators": {count} is the row\'s count as the list writes it'),
    })
    .describe('Radiator counts written as words'),
  finder: z
    .object({
      question: words('The question over the radiator counts'),
      hint: words('The hint under the question'),
      changeCount: words('Beside the chosen count once the choices fold away: opens them again'),
      moreCounts: words('Beside the first count before any choice: shows the larger counts'),
      resultName: words('The name screen readers give the box of prices'),
      pricesForYourHome: words(
        'The heading of the box before a count is chosen, over the starting prices (so it says they are the lowest)',
      ),
      pricesFor: words('The heading of the box once chosen: {option} is the count chosen'),
      onRequest: words('Instead of a price, for homes too large to price'),
      premiumOnRequest: words('Under the No Fix No Fee price, for homes too large to price'),
      premium: words('Under the No Fix No Fee price once a count is chosen: {amount} is how much more it costs'),
      standardTerms: words('Under the Standard price'),
      noFixTerms: words('Under the No Fix No Fee price'),
      included: words('The sentence under both prices'),
      postcodeQuestion: words('The second question of the quote, over the postcode box'),
      postcodeHint: words('Under the second question: how far we travel, and the postcode to type'),
      localAnswer: words('On a local page, the second question answered: {area} is the page’s area'),
      nextStepQuestion: words(
        'The third step of the quote, over Book Now and Ask Us to Call You (and, once the postcode is checked, over its answer)',
      ),
      bookingNote: words('Under the third step: how a booking is confirmed and paid for, said before they choose a day'),
      announcePrices: words('What screen readers say when a count is chosen: {option}, {standard}, {noFix} and {premium} are filled in'),
      announceOnRequest: words('What screen readers say when the largest count is chosen'),
    })
    .describe('The guided quote: "How many radiators?" with both prices, then the postcode'),
  list: z
    .object({
      caption: words('The line over the price list'),
      radiatorsColumn: words('The heading of the column of radiator counts'),
      largeHomes: z
        .object({
          flushyLink: words('The link to the AI assistant'),
          orCall: words('The words between that link and the phone number'),
          after: words('The words after the phone number'),
        })
        .describe('The row for homes too large to price'),
    })
    .describe('The full price list on the prices page'),
})

// --- content/copy/proof.json ---

// The words around the proof the site shows (content/copy/proof.json): the team (content/team.json)
// and the strip under each page's heading (content/memberships.json).

export const proofCopySchema = z.object({
  team: z
    .object({
      heading: words('The heading of the team on "Who we are"'),
      intro: words('The paragraph under it'),
      withUsSince: words('The words before the year a person joined, such as "With us since"'),
      inTradeSince: words('The words before the year a person started in heating'),
      sampleBadge: words('The badge on a person written as an example (sample: true in content/team.json)'),
    })
    .describe('The team: the people themselves are in content/team.json'),
  assuranceStrip: z
    .object({
      guarantee: words('With no memberships listed: the guarantee'),
      paymentOnCompletion: words('With no memberships listed: when the customer pays'),
      rating: words('With no memberships listed, on pages without the figures under the heading: the rating and where it is given'),
      companyNumber: words(
        'With no memberships listed, on pages with the figures under the heading (where the rating is): the words before the company number (from the site settings)',
      ),
      verify: words('Said to screen readers after each link to a register, such as "check it on the official register"'),
    })
    .describe(
      'The strip under the heading of each page: the memberships in content/memberships.json, or these three facts while there are none',
    ),
})

// --- content/copy/shared-sections.json ---

// The words of the sections several pages share (content/copy/shared-sections.json):
// the comparison of the two options, the guarantee, the booking steps, the legal documents' frame and the reviews.

/** The names the reviews' words may use. */
export const sharedSectionsPlaceholders = { count: 'how many more reviews there are' } as const

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
      from: words(`${name}'s starting price, under its name on the No Fix No Fee page (the prices page shows its list instead)`),
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
      badge: words('The label on the No Fix No Fee card'),
      standard: optionSchema('Standard'),
      noFix: optionSchema('No Fix No Fee'),
    })
    .describe('The two options side by side (the prices and No Fix No Fee pages)'),
  guaranteeDetails: z
    .object({
      coversHeading: words('The heading over what the guarantee covers'),
      conditionsHeading: words('The heading over its conditions and what it does not cover'),
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
      questionsHeading: words('Beside the document on wide screens: the heading over the phone number and email'),
      questionsText: words('Under that heading: why to call or write'),
      otherDocumentsHeading: words('Beside the document on wide screens: the heading over the links to the other legal documents'),
    })
    .describe('The frame of the terms, privacy policy and cookie policy'),
  mapKey: words('Under each map (areas we cover and each local page), beside a drawing of the pin that marks our base'),
  pelletFlushStages: z
    .array(words('What one numbered stage of the drawing shows'))
    .length(3)
    .describe('The words under the drawing of the pellet flush, one for each of its three numbered stages (home and microbore pages)'),
  reviews: z
    .object({
      average: words(
        'The sentence over the reviews, saying where they come from: {figures.ratingCount} and {reviews.provider} come from the figures and settings',
      ),
      profileLink: words('The link to all the reviews on the provider’s site'),
      showMore: words('The line that opens the rest of the reviews: {count} is how many more'),
    })
    .describe('Where the reviews come from, and the reviews we have, on the reviews page'),
})

// --- content/copy/site.json ---

// The words of the header, footer, menu and buttons every page shares (content/copy/site.json).

/** The names the footer's opening-hours line may use for each row of content/opening-hours.json. */
export const openingHoursLinePlaceholders = {
  'slot.label': 'the days, e.g. Mon–Fri',
  'slot.opens': 'the opening time',
  'slot.closes': 'the closing time',
} as const

export const siteCopySchema = z.object({
  buttons: z
    .object({
      bookNow: words('The main button to the booking page, in the header, the menu and across the site'),
      call: words('The word before the phone number on call buttons'),
      callPhone: words('What screen readers hear for a call button: {phone} is the number'),
      askFlushy: words('The button to the AI assistant'),
      viewPrices: words('Every button to the prices page (the phone menu, the coverage answer, the closing band)'),
      askUsToCall: words(
        'Every link to the enquiry form (under the price finder, the coverage answer, the calendar, on local and error pages)',
      ),
      openBookingPage: words(
        'The button that opens the booking page in a new tab (No Fix No Fee, and where the calendar cannot show), short enough for one line on a phone',
      ),
      returnHome: words('Back to the home page, from the error pages and the thank-you page'),
    })
    .describe('Button labels used on every page'),
  opensInNewTab: words('Screen readers only, after a link that opens in a new tab (the reviews profile, the booking page)'),
  bookBarLabel: words('The name screen readers give the bar with the phone number and Book Now at the bottom of phone screens'),
  menu: words('The label of the menu button on phones and tablets'),
  flushy: words('The assistant’s name, under the chat icon in a phone’s header'),
  skipLink: words('The link keyboard users see first, to jump past the header'),
  footer: z
    .object({
      quickLinksHeading: words('The heading over the footer links'),
      contactHeading: words('The heading over the contact details'),
      phoneLabel: words('The word before the phone number'),
      emailLabel: words('The word before the email address'),
      openingHoursLine: words('One line per opening-hours row: {slot.label} is the days, {slot.opens} and {slot.closes} the times'),
      legalLinksLabel: words('The name screen readers give the links to the legal pages'),
    })
    .describe('The footer at the bottom of every page'),
  trustStrip: z
    .object({
      rating: words(
        'The words after the star rating, linking to the reviews on the provider’s site, e.g. "from {figures.ratingCount} on {reviews.provider}"',
      ),
      systemsCleaned: words('The words after the number of systems cleaned'),
      successRate: words('The words after the success rate'),
    })
    .describe('The three facts under the big heading at the top of a page (the figures come from content/figures.json)'),
  ctaBand: z
    .object({
      heading: words('The heading of the dark band, on pages that do not set their own'),
      text: words('The sentence under that heading, on pages that do not set their own'),
      chatButton: words('The button to the AI assistant in the dark band at the foot of the home and local pages'),
    })
    .describe('The dark band near the foot of most pages, with Book Now, Call and the AI assistant'),
  sampleReviewBadge: words('The label on a review that is only an example (sample: true in content/quotes.json)'),
})

// --- content/copy/testimonials.json ---

// What /testimonials says around the reviews (content/copy/testimonials.json).

export const testimonialsCopySchema = z.object({
  hero: heroSchema,
  reviews: z.object({ heading: words('The heading above the reviews') }).describe('The reviews'),
  caseStudies: sectionSchema.describe('The case studies (content/case-studies.json), under the reviews'),
  cta: ctaBandSchema,
})

// --- content/copy/{chat,reviews-widget,booking-calendar,question-search,consent-prompt,consent-settings}.json ---

// The words around the chat, the booking calendar and the reviews widget: while they load, when
// they cannot, the consent prompt and choices, and the question search. One file each, so a page's
// script carries only the words of the widget it has.

/** The names the question search's words may use. */
export const thirdPartiesPlaceholders = {
  count: 'how many answers',
  typed: 'the words the visitor typed',
  phoneLink: 'our phone number, as a link that calls it',
  bookLink: 'the link to the booking page, with the words below',
  answersLink: 'the link to the common questions, with the words below',
  policyLink: 'the link to the cookie policy, with the words below',
  What: 'what the provider shows, with a capital, e.g. "The chat with Flushy"',
  provider: "the provider's name",
} as const

/** What the consent prompt calls a provider's part of the page, and its button. */
const consentNames = (what: string, example: string, action: string) => ({
  what: words(`What the consent prompt calls ${what}, e.g. "${example}"`),
  action: words(`The button that loads it, e.g. "${action}"`),
})

const statusSchema = (what: string) =>
  z
    .object({
      loading: words(`While ${what} loads`),
      ready: words(`Once ${what} is there`),
      slow: words(`When ${what} takes longer than usual`),
      failed: words(`When ${what} cannot load`),
    })
    .describe(`What screen readers are told of how ${what} is doing (the page shows it by what it holds)`)

/** The chat with Flushy on /virtual-assistant (content/copy/chat.json). */
export const chatCopySchema = z.object({
  chatStatus: statusSchema('the chat with Flushy'),
  chat: z
    .object({
      ...consentNames('the chat', 'the chat with Flushy', 'Load the chat'),
      notShowing: words('A notice atop the panel until the chat covers it: why it may not appear'),
      fallbackHeading: words('Over the questions answered in the panel until the chat appears'),
      unavailableHeading: words('The same, once the chat is known not to be coming'),
      person: words('Under the questions, before the ask-us-to-call button: {phoneLink} is the phone number'),
    })
    .describe('The panel of the chat with Flushy'),
})

/** The latest reviews on /testimonials (content/copy/reviews-widget.json). */
export const reviewsWidgetCopySchema = z.object({
  reviewsStatus: statusSchema('the latest reviews'),
  reviews: z.object(consentNames('the reviews', 'the latest reviews', 'Load the reviews')).describe('The panel of the latest reviews'),
})

/** The booking calendar on /availability (content/copy/booking-calendar.json). */
export const bookingCalendarCopySchema = z.object({
  booking: z
    .object({
      ...consentNames('the calendar', 'the booking calendar', 'Load the booking calendar'),
      frameTitle: words('The name screen readers give the calendar'),
      loading: words('While the calendar loads'),
      meanwhile: words(
        'After it, above the other ways to book, until the calendar appears: {phoneLink} is the phone number. Keep this the longest of the three messages: the slow and failed ones appear later in its place, and a longer one would count as the page’s largest paint, late',
      ),
      slowHeading: words('The bold start when the calendar is slow'),
      slow: words('After it: {phoneLink} is the phone number'),
      failedHeading: words('The bold start when the calendar cannot be reached at all (the provider is down or blocked)'),
      failed: words('After it: {phoneLink} is the phone number'),
    })
    .describe('The booking calendar'),
})

/** The search over common questions (content/copy/question-search.json). */
export const questionSearchCopySchema = z.object({
  questionSearch: z
    .object({
      label: words('The label over the search box'),
      placeholder: words('The example shown in the empty search box'),
      resultsName: words('The name screen readers give the list of answers found'),
      allAnswers: words('Before anything is typed: {count} is the number of answers'),
      oneMatch: words('When one answer matches: {count} and {typed} are filled in'),
      manyMatch: words('When several or no answers match: {count} and {typed} are filled in'),
    })
    .describe('The search over common questions, shown when the chat cannot load'),
})

/** The prompt over a provider until the visitor loads it (THIRD_PARTY_CONSENT=ask; content/copy/consent-prompt.json). */
export const consentPromptCopySchema = z.object({
  consentPrompt: z
    .object({
      text: words('What the provider is: {What}, {provider} and {policyLink} are filled in'),
      policyLink: words('The words of {policyLink}'),
      ratherNot: words('The smaller line under the button: {phoneLink} is the phone number'),
    })
    .describe('With THIRD_PARTY_CONSENT=ask, over each provider until the visitor loads it'),
})

/** The choices on the cookie policy page (THIRD_PARTY_CONSENT=ask; content/copy/consent-settings.json). */
export const consentSettingsCopySchema = z.object({
  consentSettings: z
    .object({
      heading: words('The heading on the cookie policy page'),
      text: words('The paragraph under it: {storage.consent} is the name the choice is stored under'),
      names: z
        .object({
          chat: words('The chat: {chat.provider} is its name'),
          booking: words('The booking calendar: {booking.provider} is its name'),
          reviews: words('The latest reviews: {reviews.provider} is its name'),
        })
        .describe('Each provider in the list'),
      allowed: words('When the visitor has allowed it'),
      notAllowed: words('When they have not'),
      checking: words('Until the page has read the choice'),
      withdraw: words('The button to withdraw it'),
      allow: words('The button to allow it'),
    })
    .describe('With THIRD_PARTY_CONSENT=ask, the choices on the cookie policy page'),
})

// --- content/copy/virtual-assistant.json ---

// What /virtual-assistant says around the chat (content/copy/virtual-assistant.json).

export const virtualAssistantCopySchema = z.object({
  hero: heroSchema,
  chat: z.object({ heading: words('The heading above the chat') }).describe('The chat, beside the hero on wide screens'),
  questions: sectionSchema.describe('The common questions under the chat, after those the chat panel answers'),
})

// --- content/copy/who-are-we.json ---

// The words of /who-are-we (content/copy/who-are-we.json).

export const whoAreWeCopySchema = z.object({
  hero: heroSchema,
  story: sectionSchema.extend({
    paragraphs: z.array(words('One paragraph')).min(1).describe('How the company began'),
  }),
  mission: z
    .object({
      heading: words('The small heading of the mission, under the story'),
      text: words('The mission, in a sentence or two'),
      stats: statsSchema('The big figures under the mission: the only place this page shows them', 2),
    })
    .describe('The mission, closing the story'),
  whyUs: sectionSchema
    .extend({
      differences: titledTexts('What sets us apart, a short heading and a sentence each (the first four have a picture)', 2),
      reasonsHeading: words('The heading over the reasons customers give, beside what sets us apart'),
      reasons: points('The reasons customers give, one ticked line each', 2),
    })
    .describe('The one "why us" part of the page: what sets us apart, and the reasons customers give'),
  noFixNoFee: sectionSchema.extend({
    text: words('The paragraph comparing Standard and No Fix No Fee, beside the drawing of the choice'),
    linkLabel: words('The button to the No Fix No Fee page'),
  }),
  cta: ctaBandSchema,
})

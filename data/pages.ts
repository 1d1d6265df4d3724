import type { PageMeta } from './schemas.ts'
import { coverage } from './coverage.ts'
import { figures } from './figures.ts'
import { pricing, startingPrices } from './pricing.ts'
import { routeAliases } from './route-aliases.ts'
import { formatAtLeast, formatPercent, formatPounds } from './format.ts'

export const fromPrice = formatPounds(startingPrices.standard)
const success = formatPercent(figures.successRatePercent)
const systems = formatAtLeast(figures.systemsCleaned)

// Metadata for every fixed route. The local landing pages build theirs from data/local-areas.ts.
// Titles here are the page part; the head adds " | " and the business name.
export const pages: PageMeta[] = [
  {
    path: '/',
    art: 'radiator-thermal',
    title: 'Blocked Heating After a Failed Power Flush',
    description: `Cold radiators after a power flush? We clear blocked microbore and plastic pipe systems with a patented pellet flush. ${success} success, from ${fromPrice} inc VAT.`,
    keywords: ['blocked central heating', 'microbore pipes', 'power flush failed', 'pellet flush', 'cold radiators'],
  },
  {
    path: '/who-are-we',
    art: 'company',
    title: 'Who We Are: Microbore Heating Specialists',
    description: `Founded in ${figures.foundedYear}, our engineers have cleared ${systems} blocked heating systems that power flushing could not fix. Meet the team and our method.`,
    keywords: ['about us', 'heating engineers', 'microbore specialists', 'pellet flush company'],
  },
  {
    path: '/no-fix-no-fee-deals',
    art: 'two-options',
    aliases: routeAliases['/no-fix-no-fee-deals'],
    title: 'No Fix No Fee Heating Flush Deal',
    description: `Choose No Fix No Fee on the day: if we cannot clear your blocked heating you pay nothing, and a successful fix carries a ${pricing.noFixGuaranteeYears}-year guarantee.`,
    keywords: ['no fix no fee', 'heating guarantee', 'blocked radiators', 'power flush alternative'],
  },
  {
    path: '/microbore-and-plastic-pipes',
    art: 'pipe-bores',
    title: 'Microbore and Plastic Pipe Cleaning',
    description: `Why power flushes fail on ${figures.microboreMaxMillimetres}mm and smaller microbore and plastic pipes, and how our pellet flush unblocks then cleans them. ${formatPercent(figures.unfixableMicroboreSuccessPercent)} success on "unfixable" systems.`,
    keywords: ['microbore pipes', '8mm microbore', '10mm microbore', 'plastic pipes', 'twin-entry valves'],
  },
  {
    path: '/virtual-assistant',
    art: 'assistant',
    title: 'Ask Flushy, Our Heating Assistant',
    description:
      'Ask Flushy, our AI assistant, about blocked radiators, microbore pipes, prices and booking, any time of day. Prefer a person? Call us during opening hours.',
    keywords: ['heating advice', 'AI assistant', 'ask a heating question', 'Flushy'],
  },
  {
    path: '/areas-we-cover',
    art: 'coverage-map',
    title: 'Areas We Cover: York to Dorset',
    description: `From our North London base we clear blocked heating across England, from York to Dorset, including ${coverage.cities.length} major cities, rural villages and the Isle of Wight.`,
    keywords: ['areas covered', 'heating engineer near me', 'London', 'Midlands', 'Yorkshire', 'Dorset'],
  },
  {
    path: '/availability',
    art: 'booking',
    title: 'Book Your Heating Flush',
    description:
      'See live availability and book your pellet flush appointment online. One-day fix, no travel charges, and you choose Standard or No Fix No Fee on the day.',
    keywords: ['book heating engineer', 'availability', 'book power flush alternative', 'appointment'],
  },
  {
    path: '/prices',
    art: 'prices',
    aliases: routeAliases['/prices'],
    title: 'Prices and Quotes: Heating Flush Costs',
    description: `Fixed prices by radiator count, from ${fromPrice} including VAT, chemicals and travel. Compare Standard and No Fix No Fee, with guarantees up to ${pricing.noFixGuaranteeYears} years.`,
    keywords: ['heating flush prices', 'power flush cost', 'microbore flush price', 'get a quote'],
  },
  {
    path: '/testimonials',
    art: 'radiator-after',
    title: 'Customer Reviews and Results',
    description: `Rated ${figures.ratingValue} out of ${figures.bestRating} by homeowners. ${systems} systems cleaned with a ${success} success rate. Read what customers say about the pellet flush.`,
    keywords: ['reviews', 'testimonials', 'customer feedback', 'heating flush reviews'],
  },
  {
    path: '/request-a-call',
    title: 'Ask Us to Call You About Your Heating',
    description:
      'Leave your details and a few photos of your boiler, radiators or pipes, and an engineer who clears blocked microbore and plastic systems will call you back.',
    keywords: ['request a call back', 'heating enquiry', 'blocked radiators', 'microbore pipes'],
  },
  {
    path: '/request-received',
    unlisted: true,
    title: 'Thank You: We Have Your Details',
    description:
      'Your enquiry has reached us. An engineer will read your details, look at any photos and call you at the time you chose to give you a fixed price.',
    keywords: ['enquiry received', 'call back', 'heating engineer'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'How we collect, use and protect your personal information when you call, email, chat with Flushy or book an appointment, and your rights under UK GDPR.',
    keywords: ['privacy policy', 'UK GDPR', 'personal data'],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description:
      'This site sets no cookies of its own. Here is what the chat, booking and reviews services may store on their pages, and how to control it in your browser.',
    keywords: ['cookie policy', 'cookies', 'local storage'],
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    description: `The terms for our heating cleaning service: booking, the confidentiality agreement, prices, payment, ${pricing.cancellationNoticeHours}-hour cancellation, guarantees and your rights.`,
    keywords: ['terms and conditions', 'cancellation policy', 'guarantee terms'],
  },
]

export interface ErrorPageCopy {
  /** The page part of the title; the head adds the business name. */
  title: string
  description: string
  heading: string
  message: string
}

// The words of the 404 page and of the screen for any other error; the headings are the spec's.
export const errorPages = {
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for is not here. Return to the home page to find our prices, areas and booking.',
    heading: 'Oops! Page not found',
    message: 'The page may have moved, or the address may have a typo. Our prices, the areas we cover and booking are all a step away.',
  },
  failure: {
    title: 'Something went wrong',
    description: 'An unexpected error stopped this page from loading. Please try again, or call us and we will help.',
    heading: 'Unexpected Application Error!',
    message: 'Please try again in a moment. If it keeps happening, call us and we will help straight away.',
  },
} satisfies Record<string, ErrorPageCopy>

/** Said when an error comes without a reason of its own. */
export const unknownErrorReason = 'Something went wrong while loading this page.'

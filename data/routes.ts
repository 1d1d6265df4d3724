// Every address of the site, named once: code and tests import these instead of typing a path.
// Each route is a page in content/pages.json (tests/unit/routes.test.ts checks). The browser reads
// this module too (the Route Functions of pages/), so it imports nothing.
export const routes = {
  home: '/',
  company: '/who-are-we',
  noFixNoFee: '/no-fix-no-fee-deals',
  explainer: '/microbore-and-plastic-pipes',
  assistant: '/virtual-assistant',
  areas: '/areas-we-cover',
  booking: '/availability',
  prices: '/prices',
  testimonials: '/testimonials',
  enquiry: '/request-a-call',
  enquirySent: '/request-received',
  guides: '/guides',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
} as const

/** A page's address with the answers a visitor has given so far (`/request-a-call?radiators=14&postcode=N13`), leaving out those not given. */
export function withAnswers(path: string, answers: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(answers).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString()
  return query ? `${path}?${query}` : path
}

/** Where the enquiry form posts: the Worker's, not a page. */
export const enquiryEndpoint = '/api/enquiries'

/**
 * Second addresses for a page, whose canonical URL stays its own path. Kept out of content/pages.json
 * (data/pages.ts) so the client-side router reads them without every page's metadata.
 */
export const routeAliases: Record<string, string[]> = {
  [routes.prices]: ['/get-a-quote'],
  [routes.noFixNoFee]: ['/no-fix-no-fee-deal'],
}

/**
 * The legal documents, each written in content/legal/<its address without the slash>.md and shown
 * by the document route (pages/document/), as the guides are.
 */
export const legalPaths = [routes.terms, routes.privacy, routes.cookies] as const
export type LegalPath = (typeof legalPaths)[number]

/** A guide's file name without .md: lower-case words joined by hyphens. */
export const guideSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A guide's address: content/guides/<slug>.md is shown at /guides/<slug>. */
export const guidePath = (slug: string): string => `${routes.guides}/${slug}`

/** Whether the document route (pages/document/) shows this address: a legal document, or what may be a guide. */
export const isDocumentPath = (path: string): boolean =>
  (legalPaths as readonly string[]).includes(path) ||
  (path.startsWith(`${routes.guides}/`) && guideSlugPattern.test(path.slice(routes.guides.length + 1)))

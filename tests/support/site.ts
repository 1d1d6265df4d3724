// What the tests know about the site under test, all of it read from the same data and
// configuration the build used, never typed again here.
import { resolveSiteConfig } from '../../config/site-config.schema.ts'
import { allPages, servedPaths, localAreas } from '../../data/site-pages.ts'
import { routes } from '../../data/routes.ts'
import {
  bookingCalendarCopy,
  chatCopy,
  consentPromptCopy,
  consentSettingsCopy,
  questionSearchCopy,
  reviewsWidgetCopy,
} from '../../data/content.ts'

/** The configuration the site was built with (same environment as the build). */
export const siteConfig = resolveSiteConfig(process.env)

/** Every URL the site serves: each page's path and its aliases. */
export const allRoutes: string[] = allPages.flatMap(servedPaths)

/** Where the browser tests run from: only the test server is our own. */
export const isOwnOrigin = (url: URL): boolean => url.hostname === 'localhost' || url.hostname === '127.0.0.1'

/**
 * One route for each page template. Routes of one kind share their markup and scripts, so
 * checks that judge the template (accessibility, scripts, hydration) run once per kind; checks
 * of content run on every route.
 */
export const pageKinds = {
  home: routes.home,
  company: routes.company,
  noFixNoFee: routes.noFixNoFee,
  explainer: routes.explainer,
  assistant: routes.assistant,
  areas: routes.areas,
  booking: routes.booking,
  prices: routes.prices,
  testimonials: routes.testimonials,
  legal: routes.terms,
  localArea: `/${localAreas[0]?.slug ?? ''}`,
  enquiry: routes.enquiry,
  enquirySent: routes.enquirySent,
} as const

/** The pages that load a third party: the chat, the reviews and the booking calendar. */
export const thirdPartyRoutes = [pageKinds.assistant, pageKinds.testimonials, pageKinds.booking]

/** An address the site does not have. */
export const missingRoute = '/no-such-page'

/** The words around all the third-party widgets in one object. */
export const thirdPartiesCopy = {
  ...chatCopy,
  ...reviewsWidgetCopy,
  ...bookingCalendarCopy,
  ...questionSearchCopy,
  ...consentPromptCopy,
  ...consentSettingsCopy,
}

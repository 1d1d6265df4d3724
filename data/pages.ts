import pagesFile from '../content/pages.json' with { type: 'json' }
import { formatPounds } from './format.ts'
import { fillPlaceholders } from './placeholders.ts'
import { startingPrices } from './pricing.ts'
import { routeAliases } from './route-aliases.ts'
import type { PageMeta } from './schemas.ts'

export const fromPrice = formatPounds(startingPrices.standard)

// Metadata for every fixed route, from content/pages.json; its second addresses are routing, not
// words (data/route-aliases.ts). The local landing pages build theirs from content/local-areas.json.
// Titles are the page part; the head adds " | " and the business name.
export const pages: PageMeta[] = fillPlaceholders(pagesFile.pages as PageMeta[]).map((page) => {
  const aliases = routeAliases[page.path]
  return aliases ? { ...page, aliases } : page
})

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

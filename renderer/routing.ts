// Route Functions (https://vike.dev/route-function), named by the pages' +config.ts files. They run
// in the browser too, so they read only data/routes.ts.
import { isDocumentPath, routeAliases, routes } from '../data/routes.ts'

type Routed = { urlPathname: string }

const urlsOf = (path: string): string[] => [path, ...(routeAliases[path] ?? [])]
const matchesPathOrAlias = (path: string) => (pageContext: Routed) => urlsOf(path).includes(pageContext.urlPathname)

/** A page served at more than one URL matches its own path and its aliases, and each is prerendered. */
export const pricesRoute = matchesPathOrAlias(routes.prices)
export const pricesUrls = (): string[] => urlsOf(routes.prices)
export const noFixNoFeeRoute = matchesPathOrAlias(routes.noFixNoFee)
export const noFixNoFeeUrls = (): string[] => urlsOf(routes.noFixNoFee)

/**
 * One page for every Markdown document: the guides (/guides/<slug>) and the legal documents
 * (/terms-and-conditions, …). A Route Function wins over the local pages' /@area
 * (https://vike.dev/routing-precedence).
 */
export const documentRoute = (pageContext: Routed): boolean => isDocumentPath(pageContext.urlPathname)

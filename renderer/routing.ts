// Route Functions (https://vike.dev/route-function) for pages served at more than one URL.
// They run in the browser too, so they read only data/routes.ts.
import { routeAliases } from '../data/routes.ts'

const urlsOf = (path: string): string[] => [path, ...(routeAliases[path] ?? [])]

/** Matches a page's own path and its aliases. */
export const routeWithAliases = (path: string) => (pageContext: { urlPathname: string }) => urlsOf(path).includes(pageContext.urlPathname)

/** Every URL of that page, for prerendering. */
export const prerenderWithAliases = (path: string) => (): string[] => urlsOf(path)

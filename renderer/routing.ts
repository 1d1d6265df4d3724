// Route Functions (https://vike.dev/route-function) for pages served at more than one URL.
import { pages } from '../data/pages'

const urlsOf = (path: string): string[] => {
  const meta = pages.find((page) => page.path === path)
  if (!meta) throw new Error(`data/pages.ts has no page at ${path}`)
  return [meta.path, ...(meta.aliases ?? [])]
}

/** Matches a page's own path and its aliases, as listed in data/pages.ts. */
export const routeWithAliases = (path: string) => (pageContext: { urlPathname: string }) =>
  urlsOf(path).includes(pageContext.urlPathname)

/** Every URL of that page, for prerendering. */
export const prerenderWithAliases = (path: string) => (): string[] => urlsOf(path)

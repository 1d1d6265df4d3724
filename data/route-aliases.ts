// Second addresses for a page, kept apart from data/pages.ts so that the client-side router
// can read them without downloading every page's metadata.
export const routeAliases: Record<string, string[]> = {
  '/prices': ['/get-a-quote'],
  '/no-fix-no-fee-deals': ['/no-fix-no-fee-deal'],
}

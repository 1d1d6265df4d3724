// Second addresses for a page, kept apart from content/pages.json (data/pages.ts) so that the client-side router
// can read them without downloading every page's metadata.
import { routes } from './routes.ts'

export const routeAliases: Record<string, string[]> = {
  [routes.prices]: ['/get-a-quote'],
  [routes.noFixNoFee]: ['/no-fix-no-fee-deal'],
}

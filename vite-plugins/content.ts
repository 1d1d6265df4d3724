// data/ as the build reads it: checked first, so a bad edit stops the build with the file and field named.
import { validateContent } from '../data/validate.ts'
import { allPages, servedPaths } from '../data/site-pages.ts'
import type { SitePaths } from './static-host-plugin.ts'

validateContent()

export const sitePaths: SitePaths = {
  canonical: allPages.map((page) => page.path),
  served: allPages.flatMap(servedPaths),
}

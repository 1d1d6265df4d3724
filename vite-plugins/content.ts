// content/ as the build reads it (through data/): checked first, so a bad edit stops the build with the file and field named.
import { goLiveProblems, goLiveReport, readWorkerVars } from '../config/go-live.ts'
import { ReadableError } from '../config/readable-error.ts'
import { allPages, pageSource, servedPaths } from '../data/site-pages.ts'
import { validateContent } from '../data/validate.ts'
import type { OgPage } from './og-images.ts'
import type { SitePaths } from './static-host-plugin.ts'
import { goLiveData } from '../data/content.ts'

validateContent()

/** SITE_ENV=production builds only what could be published: no stand-in settings or sample data. */
export function checkGoLive(env: Partial<Record<string, string | undefined>>): void {
  if (env.SITE_ENV !== 'production') return
  const report = goLiveReport(goLiveProblems(env, goLiveData, readWorkerVars()))
  if (report) throw new ReadableError(`SITE_ENV=production: ${report}`)
}

/** Each canonical page, for its share image: its title, its drawing and where they are written. */
export const ogPages: OgPage[] = allPages.map((page) => ({
  path: page.path,
  title: page.title,
  art: page.art,
  source: pageSource(page.path),
}))

export const sitePaths: SitePaths = {
  canonical: allPages.filter((page) => !page.unlisted).map((page) => page.path),
  served: allPages.flatMap(servedPaths),
}

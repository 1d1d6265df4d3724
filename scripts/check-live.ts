// npm run check:live: lists every setting and data item that is still a stand-in (fictitious
// contact details, placeholder providers, sample reviews, the enquiry Worker's addresses), says what to set and where, and
// exits 1 until there are none. `npm run build` runs the same check when SITE_ENV=production.
import { loadEnv } from 'vite'
import { exposeBuildConstants, resolveBuildConstants } from '../config/build-constants.ts'
import { goLiveProblems, goLiveReport, goLiveWarnings, readWorkerVars } from '../config/go-live.ts'
import { orExitReadably } from '../config/readable-error.ts'

await orExitReadably(async () => {
  const env = { ...loadEnv('production', process.cwd(), ''), ...process.env }
  // Invalid settings stop here, with the variable named, before anything else is checked.
  exposeBuildConstants(resolveBuildConstants(env))
  const { goLiveData } = await import('../data/content.ts')
  for (const warning of goLiveWarnings(goLiveData, new Date())) console.warn(`Worth a look: ${warning}`)
  const report = goLiveReport(goLiveProblems(env, goLiveData, readWorkerVars()))
  if (report) {
    console.error(report)
    process.exit(1)
  }
  console.log('Ready to go live: no setting or data item is a stand-in.')
})

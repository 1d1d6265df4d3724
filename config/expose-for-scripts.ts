// A script run outside Vite (tsx, Playwright's config) that reads data/ imports this first: it defines
// the build constants as the Vite build does, from the environment, before any data/ module reads them.
import { exposeBuildConstants, resolveBuildConstants } from './build-constants.ts'

exposeBuildConstants(resolveBuildConstants(process.env))

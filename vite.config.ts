import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, loadEnv } from 'vite'
import { staticHostFiles } from './build/static-host-plugin.ts'
import { exposeBuildConstants, resolveBuildConstants } from './data/build-defines.ts'

export default defineConfig(async ({ mode }) => {
  const constants = resolveBuildConstants({ ...loadEnv(mode, process.cwd(), ''), ...process.env })
  const define = exposeBuildConstants(constants)
  // Loaded after the constants exist, because data/ modules read them as they load.
  const { validateContent } = await import('./data/validate.ts')
  validateContent()
  const { allPages } = await import('./data/site-pages.ts')

  return {
    plugins: [react({ jsxImportSource: '@emotion/react' }), vike(), staticHostFiles(constants.__SITE_CONFIG__, allPages)],
    define,
    build: { target: 'es2022' },
  }
})

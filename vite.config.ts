import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, loadEnv } from 'vite'
import { deferredApp } from './vite-plugins/deferred-app-plugin.ts'
import { staticHostFiles } from './vite-plugins/static-host-plugin.ts'
import { exposeBuildConstants, resolveBuildConstants } from './config/build-constants.ts'

export default defineConfig(async ({ mode }) => {
  const constants = resolveBuildConstants({ ...loadEnv(mode, process.cwd(), ''), ...process.env })
  const define = exposeBuildConstants(constants)
  // Loaded after the constants exist, because data/ modules read them as they load.
  const { validateContent } = await import('./data/validate.ts')
  validateContent()
  const { allPages } = await import('./data/site-pages.ts')

  return {
    plugins: [react({ jsxImportSource: '@emotion/react' }), vike(), staticHostFiles(constants.__SITE_CONFIG__, allPages), deferredApp()],
    define,
    build: {
      target: 'es2022',
      rolldownOptions: {
        // Emotion imports hoist-non-react-statics (and with it react-is) only for withTheme,
        // which the site does not use; the package does not declare itself free of side
        // effects, so it is said here. Saves ~1 KB gzip on every page.
        treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
      },
    },
  }
})

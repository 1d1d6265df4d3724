import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, loadEnv } from 'vite'
import { resolveSiteConfig } from './data/site-config.schema'

export default defineConfig(async ({ mode }) => {
  const siteConfig = resolveSiteConfig({ ...loadEnv(mode, process.cwd(), ''), ...process.env })
  // data/ modules read these globals (replaced by `define` in the bundles), so it must exist before they load.
  const buildDate = new Date().toISOString().slice(0, 10)
  Object.assign(globalThis, { __SITE_CONFIG__: siteConfig, __BUILD_DATE__: buildDate })
  const { validateContent } = await import('./data/validate')
  validateContent()

  return {
    plugins: [react({ jsxImportSource: '@emotion/react' }), vike()],
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig),
      __BUILD_DATE__: JSON.stringify(buildDate),
    },
    build: { target: 'es2022', sourcemap: !!process.env.SOURCEMAP },
  }
})

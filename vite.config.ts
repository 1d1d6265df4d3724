import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, loadEnv } from 'vite'
import { exposeBuildConstants, resolveBuildConstants } from './data/build-defines.ts'

export default defineConfig(async ({ mode }) => {
  const define = exposeBuildConstants(resolveBuildConstants({ ...loadEnv(mode, process.cwd(), ''), ...process.env }))
  // Loaded after the constants exist, because data/ modules read them as they load.
  const { validateContent } = await import('./data/validate.ts')
  validateContent()

  return {
    plugins: [react({ jsxImportSource: '@emotion/react' }), vike()],
    define,
    build: { target: 'es2022' },
  }
})

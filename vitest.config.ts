import { defineConfig } from 'vitest/config'
import { exposeBuildConstants, resolveBuildConstants } from './config/build-constants.ts'

// Unit tests only: the browser tests run under Playwright against the built site.
export default defineConfig({
  define: exposeBuildConstants(resolveBuildConstants({})),
  test: { include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
})

import { defineConfig, devices } from '@playwright/test'
import { exposeBuildConstants, resolveBuildConstants } from './config/build-constants.ts'
import { chromiumLaunchOptions } from './scripts/chromium.ts'

// The tests read data/ to know what the pages should say; data/ reads the build constants, which
// are the ones the build used, since the tests run in the same environment. The configuration
// is loaded in every worker before the tests, so this reaches them all.
exposeBuildConstants(resolveBuildConstants(process.env))

/** The port the built site is served on for the tests; set TEST_PORT when another run holds it. */
const port = Number(process.env.TEST_PORT ?? 4174)

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  // Two cores, but much of a browser test is waiting: a third worker keeps them busy.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
  },
  // tests/http reads the served files over HTTP, once; tests/browser drives Chromium, at both
  // widths for what depends on the width, once (desktop) for what does not, on phones only for
  // what only phones have.
  projects: [
    { name: 'http', testMatch: 'http/**/*.spec.ts' },
    {
      name: 'desktop',
      testMatch: ['browser/any-width/**/*.spec.ts', 'browser/desktop/**/*.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      testMatch: ['browser/any-width/**/*.spec.ts', 'browser/phone/**/*.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  // The prerendered site as a static host serves it: vike preview serves dist/client only,
  // with 404.html and a 404 status for unknown paths.
  webServer: {
    command: `npx vike preview --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

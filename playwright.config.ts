// The tests read data/ to know what the pages should say; data/ reads the build constants, which
// are the ones the build used, since the tests run in the same environment. The configuration is
// loaded in every worker before the tests, so this first import reaches them all.
import './config/expose-for-scripts.ts'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.ts'
import { secondServerPort, testPort } from './tests/support/test-servers.ts'

/**
 * Where the built sites are served for the tests (tests/support/start-test-servers.ts starts them):
 * the site as configured on TEST_PORT, and on the next port up the same site built with
 * THIRD_PARTY_CONSENT=ask (npm run build:ask). Set TEST_PORT and MAIL_SINK_PORT when another run holds them.
 */
const askPort = secondServerPort(testPort)

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true }

export default defineConfig({
  testDir: 'tests',
  // The approved pictures of the visual comparison (tests/browser/any-width/visual.spec.ts), one folder per width.
  snapshotPathTemplate: '{testDir}/browser/__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  // Two cores, shared with the two workerd servers and the browsers: a third worker made timing
  // checks (layout shift as a widget arrives) fail under the load.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${testPort}`,
    launchOptions: chromiumLaunchOptions(),
  },
  // tests/http reads the served files over HTTP, once; tests/browser drives Chromium, at both
  // widths for what depends on the width, once (desktop) for what does not, on phones only for
  // what only phones have; tests/consent-ask runs once (what the prompts do does not depend on the
  // width; where they sit is the providers' places, held at both widths) against the build that
  // asks before loading providers.
  projects: [
    { name: 'http', testMatch: 'http/**/*.spec.ts' },
    { name: 'desktop', testMatch: ['browser/any-width/**/*.spec.ts', 'browser/desktop/**/*.spec.ts'], use: desktop },
    { name: 'mobile', testMatch: ['browser/any-width/**/*.spec.ts', 'browser/phone/**/*.spec.ts'], use: phone },
    { name: 'ask', testMatch: 'consent-ask/**/*.spec.ts', use: { ...desktop, baseURL: `http://localhost:${askPort}` } },
  ],
  globalSetup: './tests/support/start-test-servers.ts',
})

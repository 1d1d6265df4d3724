// The tests read data/ to know what the pages should say; data/ reads the build constants, which
// are the ones the build used, since the tests run in the same environment. The configuration is
// loaded in every worker before the tests, so this first import reaches them all.
import './config/expose-for-scripts.ts'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.ts'
import { mailSinkUrl, turnstileTest } from './tests/support/mail-sink-address.ts'
import { secondServerPort, testStorage } from './tests/support/test-servers.ts'

/**
 * The ports the built sites are served on for the tests: the site as configured, and the same
 * site built with THIRD_PARTY_CONSENT=ask (npm run build:ask). Set TEST_PORT when another run
 * holds them; the second is the next port up (and MAIL_SINK_PORT for the stand-in mail service).
 */
const port = Number(process.env.TEST_PORT ?? 4174)
const askPort = secondServerPort(port)
/** The builds tested: `dist` and `dist-ask` unless TEST_DIST names another pair (built with SITE_OUT_DIR). */
const testDist = process.env.TEST_DIST ?? 'dist'

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true }

/**
 * A build as production serves it (scripts/serve.ts): workerd with the pages as static assets, so
 * the real asset server decides pretty URLs, 404s and `_headers`, and the enquiry Worker on fresh
 * local D1 and R2, sending its email to the stand-in mail service.
 */
const workerOf = (assets: string, onPort: number, vars: string[] = []) => ({
  command: [
    `tsx scripts/serve.ts --port ${onPort} --assets ${assets} --persist-to ${testStorage(onPort)} --fresh`,
    `--var MAIL_API_URL:${mailSinkUrl}/emails --var MAIL_API_KEY:test-key`,
    ...vars.map((pair) => `--var ${pair}`),
  ].join(' '),
  url: `http://localhost:${onPort}/`,
  reuseExistingServer: false,
  // Migrations, then workerd's start: slower than a static server on a busy machine.
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
})

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
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
  },
  // tests/http reads the served files over HTTP, once; tests/browser drives Chromium, at both
  // widths for what depends on the width, once (desktop) for what does not, on phones only for
  // what only phones have; tests/consent-ask runs against the build that asks before loading providers.
  projects: [
    { name: 'http', testMatch: 'http/**/*.spec.ts' },
    { name: 'desktop', testMatch: ['browser/any-width/**/*.spec.ts', 'browser/desktop/**/*.spec.ts'], use: desktop },
    { name: 'mobile', testMatch: ['browser/any-width/**/*.spec.ts', 'browser/phone/**/*.spec.ts'], use: phone },
    { name: 'ask-desktop', testMatch: 'consent-ask/**/*.spec.ts', use: { ...desktop, baseURL: `http://localhost:${askPort}` } },
    { name: 'ask-mobile', testMatch: 'consent-ask/**/*.spec.ts', use: { ...phone, baseURL: `http://localhost:${askPort}` } },
  ],
  webServer: [
    {
      command: 'tsx tests/support/mail-sink.ts',
      url: `${mailSinkUrl}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    workerOf(`${testDist}/client`, port),
    // With Turnstile on (checked by the stand-in): only the form's page differs, which the consent tests never open.
    workerOf(`${testDist}-ask/client`, askPort, [
      `TURNSTILE_SITE_KEY:${turnstileTest.siteKey}`,
      `TURNSTILE_SECRET:${turnstileTest.secret}`,
      `TURNSTILE_SITEVERIFY_URL:${mailSinkUrl}/siteverify`,
    ]),
  ],
})

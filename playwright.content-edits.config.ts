// As in playwright.config.ts: the tests read data/, which reads the build constants.
import './config/expose-for-scripts.ts'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.ts'

/**
 * The tests that edit content as the owner would (tests/content-edits): each works on a copy of the
 * project and builds or serves it itself, so they run after the main browser tests, one at a time,
 * never beside the timing checks those make.
 */
export default defineConfig({
  testDir: 'tests/content-edits',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A copy of the project is built once per file: minutes, not seconds.
  timeout: 600_000,
  // Its own folder: Playwright empties the output folder as it starts, and test-results/ holds e2e.json.
  outputDir: 'test-results/content-edits',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/content-edits.json' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions(),
  },
})

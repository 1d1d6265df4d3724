import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// CHROMIUM_PATH wins; else Debian's chromium if installed; else Playwright's own browser.
const debianChromium = '/usr/bin/chromium'
const executablePath = process.env.CHROMIUM_PATH || (existsSync(debianChromium) ? debianChromium : undefined)
const port = Number(process.env.TEST_PORT ?? 4174)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true } },
  ],
  // The prerendered site as a static host serves it: vike preview serves dist/client only,
  // with 404.html and a 404 status for unknown paths.
  webServer: {
    command: `npx vike preview --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

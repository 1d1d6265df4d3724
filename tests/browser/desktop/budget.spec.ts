import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, isOwnOrigin, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'

/**
 * The most JavaScript, gzip-compressed, a route may fetch as it opens. The boot script is inline
 * (renderer/boot.ts), so that is nothing, or the widget registry on the two widget pages.
 */
const bootBudgetBytes = Number(process.env.BOOT_JS_BUDGET_KB ?? 2) * 1024

/**
 * The most a route may load once the visitor interacts and the app runs. React DOM 19, Emotion
 * with styled and Vike's client router come to about 105 KB before any site code; the rest is
 * the site's components and the words of the page, which travel again inside the app.
 */
const appBudgetBytes = Number(process.env.JS_BUDGET_KB ?? 150) * 1024

/** Sums the gzip size of every script of our own the page loads from now on. */
function measureOwnScripts(page: Page): () => Promise<number> {
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !isOwnOrigin(new URL(response.url()))) return
    sizes.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    )
  })
  // Every body is read before summing, so a script still arriving is never left out.
  return async () => (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0)
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB gzip`

// Bundles are the same at every width, and for every route of one kind (they share a template).
test.describe('JavaScript budget', () => {
  for (const route of Object.values(pageKinds)) {
    test(`${route} fetches almost no JavaScript as it opens, and at most the budget once used`, async ({ page }) => {
      const loaded = measureOwnScripts(page)
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      const atOpen = await loaded()
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const onceUsed = await loaded()
      test.info().annotations.push({ type: 'js-gzip-bytes', description: `${atOpen} at open, ${onceUsed} once used` })
      expect(atOpen, `${route} at open: ${kilobytes(atOpen)}`).toBeLessThanOrEqual(bootBudgetBytes)
      expect(onceUsed, `${route} once used: ${kilobytes(onceUsed)}`).toBeLessThanOrEqual(appBudgetBytes)
    })
  }
})

test('no page fetches a font file: nothing stands between the page and its first paint', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  for (const route of Object.values(pageKinds)) {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
  }
  await waitForHydration(page)
  expect(fonts).toEqual([])
})

import { gzipSync } from 'node:zlib'
import { allRoutes, expect, test, waitForHydration } from './fixtures'

/**
 * The most JavaScript, gzip-compressed, that any route may load. React DOM 19 (~67 KB),
 * Emotion with styled (~18 KB) and Vike's client router (~25 KB) come to ~110 KB before any
 * site code, so the budget leaves the site itself about 10 KB (see README, "Performance").
 */
const budgetBytes = Number(process.env.JS_BUDGET_KB ?? 120) * 1024

test.describe('JavaScript budget', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'bundles are the same at every width')

  for (const route of allRoutes) {
    test(`${route} loads at most the budgeted JavaScript`, async ({ page }) => {
      const scripts = new Map<string, number>()
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script' || !response.url().startsWith('http://localhost')) return
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length)
      })
      await page.goto(route)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
      test.info().annotations.push({ type: 'js-gzip-bytes', description: String(total) })
      expect(total, `${route}: ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(budgetBytes)
    })
  }
})

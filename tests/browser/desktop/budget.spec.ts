import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, isOwnOrigin, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'
import { headingFont } from '../../../components/theme/theme.ts'

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

test('the font of the headings can never hold back the first paint or move a line', async ({ page, request }) => {
  await page.goto(pageKinds.home)
  const faces = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        display: rule.style.getPropertyValue('font-display'),
        src: rule.style.getPropertyValue('src'),
      })),
  )
  // One face, the Latin file only: optional, so it is used if it is there within ~100 ms and never swapped in later.
  expect(faces).toEqual([{ display: 'optional', src: expect.stringMatching(/url\("?\/assets\/[^)]*-latin-[^)]*\.woff2"?\)/) }])
  // Not preloaded, so nothing competes with the page as it arrives, and served from the site itself, cached for good.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
  const url = faces[0]?.src.match(/url\("?([^")]+)"?\)/)?.[1] ?? ''
  const font = await request.get(url)
  expect(font.status()).toBe(200)
  expect(font.headers()['cache-control']).toContain('immutable')
  // Headings use it, the body text stays on the system stack.
  const families = await page.evaluate(() => ({
    h1: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
  }))
  expect(families.h1.startsWith(`"${headingFont}",`) || families.h1.startsWith(`${headingFont},`)).toBe(true)
  expect(families.body).not.toContain(headingFont)
})

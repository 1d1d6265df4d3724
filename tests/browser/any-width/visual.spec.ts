// Each kind of page, from top to bottom, compared with the approved
// pictures in tests/browser/__screenshots__ (update them with `npm run test:visual:update` after a
// change you mean, and look at each before committing). A pinned font, no animation and no moving
// date keep the comparison about the design, not the machine.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { expect, missingRoute, pageKinds, test } from '../../support/fixtures.ts'
import { siteCopy } from '../../../data/content.ts'
import { bookBarAtTheEnd } from '../../../scripts/chromium.ts'
import { frameSlotSelector, frameStateAttribute } from '../../../components/integrations/frame-slot.ts'

const require = createRequire(import.meta.url)
/** The site uses the system's fonts; machines differ in those, so the comparison draws every word in Inter. */
const pinnedFont = [400, 600, 700, 800]
  .map((weight) => {
    const font = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`)).toString('base64')
    return `@font-face { font-family: PinnedSans; font-weight: ${weight}; src: url(data:font/woff2;base64,${font}) format('woff2'); }`
  })
  .join('\n')

// The pinned font arrives as a data: URL, which the site's own CSP rightly refuses.
test.use({ bypassCSP: true })

/** Opens `route` drawn in the pinned font, with every image it has arrived. */
async function openPinned(page: Page, route: string): Promise<void> {
  await page.goto(route)
  await page.addStyleTag({ content: `${pinnedFont}\n*, *::before, *::after { font-family: PinnedSans, sans-serif !important; }` })
  await page.evaluate(() => document.fonts.ready)
  // Drawings and photos load lazily, as the visitor scrolls; a picture of the whole page needs them all now.
  // An image not yet loaded is not complete, so this waits for every one (networkidle's extra 0.5 s would not).
  await page.evaluate(() => document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')))
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  // The booking calendar's frame (stubbed here) starts once the page is on screen; until its page
  // arrives the box shows the other ways to book. A slow machine (a clean-clone run) caught it in
  // between, so the picture waits for the frame to settle.
  await page.waitForFunction(
    ([slots, state]) =>
      [...document.querySelectorAll(slots)].every((slot) =>
        ['loaded', 'failed'].includes(slot.querySelector('iframe')?.getAttribute(state) ?? ''),
      ),
    [frameSlotSelector, frameStateAttribute] as const,
  )
}

for (const [kind, route] of [...Object.entries(pageKinds), ['notFound', missingRoute] as const]) {
  test(`${kind} (${route}) looks as approved from top to bottom`, async ({ page }) => {
    await openPinned(page, route)
    await page.addStyleTag({ content: bookBarAtTheEnd(siteCopy.bookBarLabel) })
    await expect(page).toHaveScreenshot(`${kind}-whole.png`, {
      fullPage: true,
      mask: [page.locator('time')],
      // On a page ten screens long, 1% would let a whole section change.
      maxDiffPixelRatio: 0.001,
    })
  })
}

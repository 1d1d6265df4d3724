// The first screen of each kind of page, compared with the approved pictures in
// tests/browser/__screenshots__ (update them with `npm run test:visual:update` after a change
// you mean, and look at each before committing). A pinned font, no animation and no moving date
// keep the comparison about the design, not the machine.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, missingRoute, pageKinds, test } from '../../support/fixtures.ts'

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

for (const [kind, route] of [...Object.entries(pageKinds), ['notFound', missingRoute] as const]) {
  test(`${kind} (${route}) looks as approved on the first screen`, async ({ page }) => {
    await page.goto(route)
    await page.addStyleTag({ content: `${pinnedFont}\n*, *::before, *::after { font-family: PinnedSans, sans-serif !important; }` })
    await page.evaluate(() => document.fonts.ready)
    // Drawings load lazily: let them arrive, as a visitor's would.
    await page.waitForLoadState('networkidle')
    await expect(page).toHaveScreenshot(`${kind}.png`, { mask: [page.locator('time')], maxDiffPixelRatio: 0.01 })
  })
}

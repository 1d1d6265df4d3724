import { AxeBuilder } from '@axe-core/playwright'
import { allRoutes, expect, test, waitForHydration } from './fixtures.ts'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG 2.5.3 (label in name): axe marks its rule experimental and leaves it off; Lighthouse runs it. */
const experimentalRules = { 'label-content-name-mismatch': { enabled: true } }

for (const route of [...allRoutes, '/no-such-page']) {
  test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(route)
    if (route !== '/no-such-page') await waitForHydration(page)
    const results = await new AxeBuilder({ page }).options({ rules: experimentalRules }).withTags(wcagTags).analyze()
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}

test('headings never skip a level', async ({ page }) => {
  for (const route of allRoutes) {
    await page.goto(route)
    const levels = await page
      .locator('main h1, main h2, main h3, main h4')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
    expect(levels[0], route).toBe(1)
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0), `${route} heading ${index}`).toBeLessThanOrEqual(1))
  }
})

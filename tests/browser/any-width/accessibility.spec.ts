// Axe judges each page template at both widths against WCAG 2.2 AA. Routes of one kind share
// their markup (see pageKinds), so each kind is checked once per width.
import { AxeBuilder } from '@axe-core/playwright'
import { expect, missingRoute, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG 2.5.3 (label in name): axe marks its rule experimental and leaves it off; Lighthouse runs it. */
const experimentalRules = { 'label-content-name-mismatch': { enabled: true } }

for (const [kind, route] of [...Object.entries(pageKinds), ['notFound', missingRoute] as const]) {
  test(`${kind} (${route}) has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(route)
    await waitForHydration(page)
    const results = await new AxeBuilder({ page }).options({ rules: experimentalRules }).withTags(wcagTags).analyze()
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}

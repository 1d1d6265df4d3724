// Each page template at both widths, once the app has taken over: hydrated with no error, warning
// or CSP violation, and judged by axe against WCAG 2.2 AA. Routes of one kind share their markup
// and scripts (see pageKinds), so each kind is checked once per width.
import { AxeBuilder } from '@axe-core/playwright'
import { expect, missingRoute, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG 2.5.3 (label in name): axe marks its rule experimental and leaves it off; Lighthouse runs it. */
const experimentalRules = { 'label-content-name-mismatch': { enabled: true } }

for (const [kind, route] of [...Object.entries(pageKinds), ['notFound', missingRoute] as const]) {
  test(`${kind} (${route}) hydrates cleanly and has no WCAG 2.2 AA violations`, async ({ page, problems }) => {
    await page.goto(route)
    await waitForHydration(page)
    // Effects run once the browser is idle after hydration.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    // The 404 page's own status is the one console error a missing page should cause.
    expect(problems.list.filter((problem) => !(kind === 'notFound' && problem.includes('status of 404')))).toEqual([])
    const results = await new AxeBuilder({ page })
      .options({ rules: experimentalRules, resultTypes: ['violations'] })
      .withTags(wcagTags)
      .analyze()
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}

// Each page template at both widths, once the app has taken over: hydrated with no error, warning
// or CSP violation, and judged by axe against WCAG 2.2 AA. Routes of one kind share their markup
// and scripts (see pageKinds), so each kind is checked once per width.
import { expect, missingRoute, pageKinds, test, waitForHydration, wcagViolations } from '../../support/fixtures.ts'

for (const [kind, route] of [...Object.entries(pageKinds), ['notFound', missingRoute] as const]) {
  test(`${kind} (${route}) hydrates cleanly and has no WCAG 2.2 AA violations`, async ({ page, problems }) => {
    await page.goto(route)
    await waitForHydration(page)
    // Effects run once the browser is idle after hydration.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    // The 404 page's own status is the one console error a missing page should cause.
    expect(problems.list.filter((problem) => !(kind === 'notFound' && problem.includes('status of 404')))).toEqual([])
    expect(await wcagViolations(page)).toEqual([])
  })
}

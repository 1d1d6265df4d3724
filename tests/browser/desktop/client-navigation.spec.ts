// Client navigation shows the same page as a fresh load: for each kind of page, the words of its
// main content, reached by the client router from another page, are those of the page loaded
// afresh. What changes as the page lives (a provider's status line) and what is no visible
// content (<template>, <noscript>) is left out of both.
import type { Page } from '@playwright/test'
import { expect, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'

/** The main content's words, without live status lines, templates and noscript. */
const mainText = (page: Page) =>
  page.$eval('main', (main) => {
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelectorAll('[aria-live], [role="status"], template, noscript').forEach((element) => element.remove())
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
  })

for (const [kind, route] of Object.entries(pageKinds)) {
  test(`${kind} (${route}): client navigation shows the words of a fresh load`, async ({ page, problems }) => {
    await page.goto(route)
    await waitForHydration(page)
    const fresh = await mainText(page)

    await page.goto(route === pageKinds.home ? pageKinds.company : pageKinds.home)
    await waitForHydration(page)
    // A marker a page load would wipe, and a link the client router takes.
    await page.evaluate((to) => {
      Object.assign(window, { sameDocument: true })
      const link = Object.assign(document.createElement('a'), { href: to, textContent: 'client navigation test' })
      document.body.append(link)
    }, route)
    await page.getByRole('link', { name: 'client navigation test' }).click()
    await expect(page).toHaveURL(route)

    await expect.poll(() => mainText(page)).toBe(fresh)
    expect(await page.evaluate(() => 'sameDocument' in window), 'the page loaded afresh instead').toBe(true)
    expect(problems.list).toEqual([])
  })
}

// Client navigation shows the same page as a fresh load: for each kind of page, the words of its
// main content, reached by the client router, are those of its prerendered HTML (which the app
// hydrates without a change: accessibility.spec.ts fails on any hydration warning). One visitor
// goes through every kind in turn, so the app loads once. What changes as the page lives (a
// provider's status line) and what is no visible content (<template>, <noscript>) is left out of both.
import { expect, pageKinds, siteConfig, test, waitForHydration } from '../../support/fixtures.ts'
import { findPageMeta } from '../../../data/site-pages.ts'

/** The main content's words, of the page on screen or of `html`, without live status lines, templates and noscript. */
const mainText = (html: string | null) => {
  const source = html === null ? document : new DOMParser().parseFromString(html, 'text/html')
  const copy = source.querySelector('main')?.cloneNode(true)
  if (!(copy instanceof HTMLElement)) return ''
  copy.querySelectorAll('[aria-live], [role="status"], template, noscript').forEach((element) => element.remove())
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}

test('client navigation shows each kind of page with the words of its prerendered HTML', async ({ page, problems }) => {
  const { home, ...others } = pageKinds
  await page.goto(home)
  await waitForHydration(page)
  // A marker a page load would wipe.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  for (const [kind, route] of [...Object.entries(others), ['home', home] as const]) {
    const html = await (await page.request.get(route)).text()
    const prerendered = await page.evaluate(mainText, html)
    // A link the client router takes.
    await page.evaluate((to) => {
      document.getElementById('client-navigation-test')?.remove()
      const link = Object.assign(document.createElement('a'), {
        id: 'client-navigation-test',
        href: to,
        textContent: 'client navigation test',
      })
      document.body.append(link)
    }, route)
    await page.getByRole('link', { name: 'client navigation test' }).click()
    await expect(page).toHaveURL(route)
    await expect.poll(() => page.evaluate(mainText, null), `${kind} (${route})`).toBe(prerendered)
    expect(await page.evaluate(() => 'sameDocument' in window), `${kind}: the page loaded afresh instead`).toBe(true)
  }
  expect(problems.list).toEqual([])
})

test('client navigation scrolls to the top and replaces the head and the page JSON-LD', async ({ page }) => {
  await page.goto(pageKinds.home)
  await waitForHydration(page)
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Areas we cover' }).click()
  await expect(page).toHaveURL(pageKinds.areas)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page).toHaveTitle(new RegExp(`^${findPageMeta(pageKinds.areas)?.title}`))
  const canonical = `${siteConfig.origin}${pageKinds.areas}`
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
  const webPage = JSON.parse((await page.locator('script#page-data').textContent()) ?? '{}')
  expect(webPage.url).toBe(canonical)
})

// Client navigation shows the same page as a fresh load: for each kind of page, the words of its
// main content, reached by the client router, are those of its prerendered HTML (which the app
// hydrates without a change: page-kinds.spec.ts fails on any hydration warning). One visitor
// goes through every kind in turn, so the app loads once. What changes as the page lives (a
// provider's status line) and what is no visible content (<template>, <noscript>) is left out of both.
import { expect, pageKinds, siteConfig, test, waitForHydration } from '../../support/fixtures.ts'
import { findPageMeta, localAreas } from '../../../data/site-pages.ts'
import { areasWeCoverCopy, noFixNoFeeCopy } from '../../../data/content.ts'

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

test('after client navigation, the page navigated to arrives with its own words, styled', async ({ page, problems }) => {
  const [first, second] = localAreas
  if (!first || !second) throw new Error('two local areas are needed')
  await page.goto(pageKinds.areas)
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  // One local page, then another drawn by the same component: each shows its own words.
  for (const area of [first, second]) {
    await page.getByRole('main').getByRole('link', { name: area.name, exact: true }).click()
    await expect(page).toHaveURL(`/${area.slug}`)
    await expect(page.getByRole('main')).toContainText(area.localDetail)
    for (const type of area.propertyTypes) await expect(page.getByRole('heading', { name: type.name })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(pageKinds.areas)
    // The address changes before the page is drawn; a click before then can be lost in CI.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(areasWeCoverCopy.hero.title)
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'No Fix No Fee deal' }).click()
  // The page's code arrives only now: on a loaded machine that took over 5 s in CI once.
  await expect(page.getByRole('heading', { name: noFixNoFeeCopy.howItWorks.steps[0]?.title })).toBeVisible({ timeout: 15_000 })
  const firstQuestion = page.locator('#questions-list details').first()
  await expect(firstQuestion).toBeVisible()
  // Its styles came with it: a card with a border, not bare text.
  await expect(firstQuestion).toHaveCSS('border-top-style', 'solid')
  expect(await page.evaluate(() => 'sameDocument' in window), 'all of it by client navigation').toBe(true)
  expect(problems.list).toEqual([])
})

// Phones: the menu, the fixed Book Now bar, and what the first screen must show.
import { expect, hydratedMenuToggle, logoLink, pageKinds, siteConfig, test, waitForHydration } from '../../support/fixtures.ts'
import { routes } from '../../../data/routes.ts'
import { siteCopy, navigation } from '../../../data/content.ts'
import { business } from '../../../data/facts.ts'
import { layout } from '../../../components/theme/theme.ts'
import { guides, guidesCopy } from '../../../data/guides.ts'

test('the menu opens with all items plus Ask Flushy and View Prices, and closes when a link is chosen', async ({ page }) => {
  await page.goto(pageKinds.home)
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const toggle = page.getByRole('button', { name: siteCopy.menu })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('navigation', { name: siteCopy.menu })
  await expect(menu.getByRole('list').first().getByRole('listitem')).toHaveText(navigation.main.map((item) => item.name))
  await expect(menu.getByRole('link', { name: siteCopy.buttons.askFlushy }).last()).toHaveAttribute('href', routes.assistant)
  await expect(menu.getByRole('link', { name: siteCopy.buttons.viewPrices })).toHaveAttribute('href', routes.prices)
  await menu.getByRole('link', { name: 'Testimonials' }).click()
  await expect(page).toHaveURL(pageKinds.testimonials)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()
})

test('the header is one line: the name beside call, Ask Flushy and the menu, each named', async ({ page }) => {
  for (const hydrated of [false, true]) {
    await page.goto(pageKinds.home)
    if (hydrated) await waitForHydration(page)
    const header = page.getByRole('banner')
    const name = logoLink(page).getByText(business.name, { exact: true })
    const nameBox = await name.boundingBox()
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
    expect(nameBox?.height, 'the name on one line').toBeLessThan(lineHeight * 1.5)
    const actions = [
      header.getByRole('link', { name: `${siteCopy.buttons.call} ${siteConfig.phone.display}` }),
      header.getByRole('link', { name: siteCopy.buttons.askFlushy }),
      hydrated ? hydratedMenuToggle(page) : page.locator('summary', { hasText: siteCopy.menu }),
    ]
    for (const action of actions) {
      await expect(action).toBeVisible()
      const box = await action.boundingBox()
      // Side by side with the name, at least 44 px each way.
      expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - ((nameBox?.y ?? 0) + (nameBox?.height ?? 0) / 2))).toBeLessThan(4)
      expect(box?.width).toBeGreaterThanOrEqual(44)
      expect(box?.height).toBeGreaterThanOrEqual(44)
    }
    await expect(hydrated ? hydratedMenuToggle(page) : page.locator('summary', { hasText: siteCopy.menu })).toHaveAccessibleName(
      siteCopy.menu,
    )
    // No taller than the header's one row: nothing wraps under it.
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(parseFloat(layout.headerHeight) * 16)
  }
})

test('the menu lists the guides, smaller, under the nine items', async ({ page }) => {
  await page.goto(pageKinds.home)
  await page.locator('summary', { hasText: siteCopy.menu }).click()
  const menu = page.getByRole('navigation', { name: siteCopy.menu })
  for (const item of navigation.menuSecondary) await expect(menu.getByRole('link', { name: item.name })).toHaveAttribute('href', item.href)
  await expect(menu.getByRole('list').first().getByRole('listitem')).toHaveCount(navigation.main.length)
})

test('Escape closes the menu', async ({ page }) => {
  await page.goto(pageKinds.prices)
  await waitForHydration(page)
  await page.getByRole('button', { name: siteCopy.menu }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('navigation', { name: siteCopy.menu })).toBeHidden()
})

test('a tap on the menu before the app arrives opens it, and it stays open as the app takes over', async ({ page, problems }) => {
  await page.goto(pageKinds.prices)
  await page.locator('summary', { hasText: siteCopy.menu }).click()
  const menu = page.getByRole('navigation', { name: siteCopy.menu })
  await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible()
  await expect(hydratedMenuToggle(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 })
  await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible()
  await hydratedMenuToggle(page).click()
  await expect(menu).toBeHidden()
  expect(problems.list).toEqual([])
})

test('the number to call and Book Now stay at the bottom of the screen', async ({ page }) => {
  await page.goto(pageKinds.explainer)
  const bar = page.getByRole('complementary', { name: siteCopy.bookBarLabel })
  const bookNow = bar.getByRole('link', { name: siteCopy.buttons.bookNow })
  await page.mouse.wheel(0, 2500)
  await expect(bookNow).toHaveAttribute('href', routes.booking)
  await expect(bookNow).toBeInViewport()
  const box = await bookNow.boundingBox()
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 40)
  // The number itself, readable, not an icon.
  const call = bar.getByRole('link', { name: siteConfig.phone.display })
  await expect(call).toHaveAttribute('href', siteConfig.phone.href)
  await expect(call.getByText(siteConfig.phone.display)).toBeInViewport()
})

test('the phone number and the page’s way on are on the first screen of every kind of page, and no page scrolls sideways', async ({
  page,
}) => {
  for (const route of Object.values(pageKinds)) {
    await page.goto(route)
    await expect(page.getByRole('link', { name: siteConfig.phone.display }).first(), route).toBeInViewport()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${route} is ${width} px wide`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
    // The thank-you page is the end of the way.
    if (route === routes.enquirySent) continue
    // Whichever the page leads with: its Book Now (or the bar's, on pages without a hero), the
    // quote's first question, the calendar or the booking page's own link, the form, or the
    // assistant's questions answered in place.
    const waysOn = page.locator(
      `a[href="${routes.booking}"], main a[href="${siteConfig.booking.pageUrl}"], #quote legend, main input, main textarea, main summary, main iframe`,
    )
    const onFirstScreen = await waysOn.evaluateAll((elements) =>
      elements.some((element) => {
        const box = element.getBoundingClientRect()
        // Its first 44 px (a tap's height; a calendar is taller than the screen) on the screen.
        return box.width > 0 && box.top >= 0 && box.top + Math.min(box.height, 44) <= innerHeight
      }),
    )
    expect(onFirstScreen, `${route}: a way on in the first screen`).toBe(true)
  }
})

test('the Book Now bar stays out of the way on arrival and is not on the pages that are themselves the way to book or ask', async ({
  page,
}) => {
  const bar = page.getByRole('complementary', { name: siteCopy.bookBarLabel })
  await page.goto(pageKinds.prices)
  await expect(page.locator('#quote legend')).toBeInViewport()
  await expect(bar.getByRole('link', { name: siteCopy.buttons.bookNow })).not.toBeInViewport()
  for (const route of [routes.booking, routes.enquiry, routes.enquirySent]) {
    await page.goto(route)
    await expect(bar, route).toHaveCount(0)
  }
})

test('a guide read on a phone offers what it costs part-way through, between its first and last sections', async ({ page }) => {
  for (const guide of guides) {
    await page.goto(guide.path)
    const top = async (selector: string) => (await page.locator(selector).boundingBox())?.y ?? Number.NaN
    const panel = await top(`main section:has(> h2:text-is("${guidesCopy.nextSteps.heading}"))`)
    const [first, last] = [guide.contents[0], guide.contents.at(-1)]
    if (!first || !last) throw new Error(`${guide.path} has no sections`)
    expect(panel, `${guide.path}: after "${first.heading}"`).toBeGreaterThan(await top(`[id="${first.id}"]`))
    expect(panel, `${guide.path}: before "${last.heading}"`).toBeLessThan(await top(`[id="${last.id}"]`))
  }
})

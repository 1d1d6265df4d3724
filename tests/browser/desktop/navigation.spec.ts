// Getting around by keyboard and on wide screens: the nine items in a bar under the header, no
// phone-only controls, the skip link first, and a way on from a wrong address (the same at any
// width, so checked once).
import { expect, missingRoute, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'
import { errorPagesCopy as errorPages, navigation, siteCopy } from '../../../data/content.ts'
import { routes } from '../../../data/routes.ts'

test('the sub-navigation lists the nine items in order and marks the current one, alias or not', async ({ page }) => {
  const prices = navigation.main.find((item) => item.href === '/prices')
  await page.goto('/get-a-quote')
  const bar = page.getByRole('navigation', { name: 'Main' })
  await expect(bar.getByRole('link')).toHaveText(navigation.main.map((item) => item.name))
  await expect(bar.locator('[aria-current="page"]')).toHaveText(prices?.name ?? '')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(page.getByRole('complementary', { name: 'Book now' })).toBeHidden()
})

test('a local area page marks Areas We Cover as the part of the site it is in, not as the page', async ({ page }) => {
  const areas = navigation.main.find((item) => item.href === routes.areas)
  await page.goto(pageKinds.localArea)
  const bar = page.getByRole('navigation', { name: 'Main' })
  await expect(bar.locator('[aria-current]')).toHaveText(areas?.name ?? '')
  await expect(bar.locator('[aria-current]')).toHaveAttribute('aria-current', 'true')
})

test('a skip link is the first stop for keyboard users', async ({ page }) => {
  await page.goto(pageKinds.prices)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: siteCopy.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await expect(skip).toHaveAttribute('href', '#main-content')
})

test('the 404 page logs the address asked for and leads home', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  await page.goto(missingRoute)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: errorPages.notFound.heading })).toBeVisible()
  await expect.poll(() => logged.some((text) => text.includes(missingRoute))).toBe(true)
  // Somewhere to go on: every main page, and the enquiry form.
  const onwards = page.getByRole('navigation', { name: errorPages.notFound.routesHeading })
  for (const { name, href } of navigation.main.filter((item) => item.href !== pageKinds.home)) {
    await expect(onwards.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('main').getByRole('link', { name: siteCopy.buttons.askUsToCall })).toHaveAttribute('href', routes.enquiry)
  await waitForHydration(page)
  await page.getByRole('link', { name: siteCopy.buttons.returnHome }).click()
  await expect(page).toHaveURL(pageKinds.home)
})

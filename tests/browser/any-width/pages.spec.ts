// What a visitor sees of the pages at each width; their words are checked over HTTP (tests/http).
import { formatPounds } from '../../../data/format.ts'
import { expect, isPhone, missingRoute, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'
import { errorPagesCopy as errorPages, siteCopy, navigation } from '../../../data/content.ts'
import { pricing } from '../../../data/facts.ts'
import { routes } from '../../../data/routes.ts'

test('the price list is a table on wide screens and cards on phones, each with every price', async ({ page }) => {
  await page.goto(pageKinds.prices)
  const table = page.getByRole('table')
  const cards = page.getByRole('main').getByRole('list').filter({ hasText: 'No Fix No Fee£' })
  const [shown, hidden] = isPhone(page) ? [cards, table] : [table, cards]
  await expect(hidden).toBeHidden()
  await expect(shown).toBeVisible()
  for (const row of pricing.rows) {
    await expect(shown.getByText(formatPounds(row.standard), { exact: true }).first()).toBeVisible()
    await expect(shown.getByText(formatPounds(row.noFix), { exact: true }).first()).toBeVisible()
  }
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
  await page.getByRole('link', { name: errorPages.homeLabel }).click()
  await expect(page).toHaveURL(pageKinds.home)
})

// What a visitor sees of the pages at each width; their words are checked over HTTP (tests/http).
import { formatPounds } from '../../../data/format.ts'
import { expect, missingRoute, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'
import { errorPagesCopy as errorPages, pricesFinderCopy, siteCopy, navigation } from '../../../data/content.ts'
import { radiatorCountLabel } from '../../../data/price-options.ts'
import { pricing } from '../../../data/facts.ts'
import { routes } from '../../../data/routes.ts'

test('the price list is one table at every width, one line per count, with every price', async ({ page }) => {
  await page.goto(pageKinds.prices)
  const table = page.getByRole('table', { name: pricesFinderCopy.list.caption })
  for (const row of pricing.rows) {
    const line = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: radiatorCountLabel(row), exact: true }) })
    await expect(line.getByRole('cell', { name: formatPounds(row.standard), exact: true })).toBeVisible()
    await expect(line.getByRole('cell', { name: formatPounds(row.noFix), exact: true })).toBeVisible()
    expect((await line.boundingBox())?.height ?? Infinity, `${row.radiators}: one line`).toBeLessThan(60)
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
  await page.getByRole('link', { name: siteCopy.buttons.returnHome }).click()
  await expect(page).toHaveURL(pageKinds.home)
})

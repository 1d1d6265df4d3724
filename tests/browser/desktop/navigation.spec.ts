// Getting around by keyboard and on wide screens: the nine items in a bar under the header, no
// phone-only controls, and the skip link first (the same at any width, so checked once).
import { expect, pageKinds, test } from '../../support/fixtures.ts'
import { navigation, siteCopy } from '../../../data/content.ts'
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

// Wide screens: the nine items in a bar under the header, and no phone-only controls.
import { expect, test } from '../../support/fixtures.ts'
import { navigation } from '../../../data/content.ts'

test('the sub-navigation lists the nine items in order and marks the current one, alias or not', async ({ page }) => {
  const prices = navigation.main.find((item) => item.href === '/prices')
  await page.goto('/get-a-quote')
  const bar = page.getByRole('navigation', { name: 'Main' })
  await expect(bar.getByRole('link')).toHaveText(navigation.main.map((item) => item.name))
  await expect(bar.locator('[aria-current="page"]')).toHaveText(prices?.name ?? '')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(page.getByRole('complementary', { name: 'Book now' })).toBeHidden()
})

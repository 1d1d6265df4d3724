import { expect, test } from './fixtures.ts'

test.describe('unknown addresses', () => {
  for (const path of ['/no-such-page', '/prices/extra', '/camden', '/who-are-we/team']) {
    test(`${path} gets the 404 page with a 404 status`, async ({ page }) => {
      const logged: string[] = []
      page.on('console', (message) => logged.push(message.text()))
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('404', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect.poll(() => logged.some((text) => text.includes(path))).toBe(true)
    })
  }

  test('Return to Home leads home', async ({ page }) => {
    await page.goto('/no-such-page')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Blocked central heating')
  })
})

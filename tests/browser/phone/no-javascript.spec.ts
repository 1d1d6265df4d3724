import { expect, pageKinds, siteConfig, test } from '../../support/fixtures.ts'
import { routes } from '../../../data/routes.ts'
import { navigation } from '../../../data/content.ts'

// The prerendered HTML alone, as a visitor with scripts blocked or a failed bundle sees it: each
// kind of page on a phone, where the menu must open with CSS alone (routes of a kind share their
// markup; tests/http checks every route's HTML; at desktop width the crawl follows every link with
// scripts off, and the visual comparison draws each page before any app has loaded).
test.use({ javaScriptEnabled: false })

for (const [kind, route] of Object.entries(pageKinds)) {
  test(`${kind} (${route}) is readable and navigable without JavaScript`, async ({ page }) => {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await page.getByRole('main').innerText()).length, 'the page has its content').toBeGreaterThan(400)
    await expect(page.getByRole('banner').getByRole('link', { name: `Call ${siteConfig.phone.display}` })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible()

    await page.locator('summary', { hasText: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    for (const item of navigation.main) {
      // The menu's list comes first; Ask Flushy appears again as a button below it.
      const link = menu.getByRole('link', { name: item.name, exact: true }).first()
      await expect(link).toHaveAttribute('href', item.href)
      await expect(link).toBeVisible()
    }
  })
}

test('the booking calendar loads without JavaScript', async ({ page }) => {
  await page.goto(routes.booking)
  const frame = page.locator('iframe')
  await expect(frame).toHaveAttribute('src', siteConfig.booking.embedUrl)
  await expect(frame).toBeVisible()
  expect((await frame.boundingBox())?.height).toBe(1000)
})

import { expect, isPhone, logoLink, siteConfig, test, waitForHydration } from './fixtures.ts'
import { business } from '../../data/business.ts'
import { navigation } from '../../data/navigation.ts'

test.describe('shared layout', () => {
  test('the header offers the phone and Ask Flushy without scrolling, and stays put', async ({ page }) => {
    await page.goto('/who-are-we')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: `Call ${siteConfig.phone.display}` })).toHaveAttribute('href', siteConfig.phone.href)
    await expect(header.getByRole('link', { name: 'Ask Flushy' }).first()).toHaveAttribute('href', '/virtual-assistant')
    await expect(header.getByText(/microbore & plastic pipe specialists/i)).toBeVisible()
    // Its name holds every word it shows, so speech users can say what they see (WCAG 2.5.3).
    await expect(logoLink(page)).toHaveAttribute('href', '/')
    await expect(logoLink(page)).toHaveAccessibleName(`${business.name} ${business.tagline}`)
    await page.mouse.wheel(0, 2000)
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
  })

  test('the footer has the description, quick links, contact, year and legal links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const quickLinks = footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')
    await expect(quickLinks).toHaveCount(4)
    for (const [index, link] of navigation.footerQuickLinks.entries()) {
      await expect(quickLinks.nth(index)).toHaveAttribute('href', link.href)
    }
    const legalLinks = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')
    await expect(legalLinks).toHaveText(['Privacy policy', 'Cookie policy', 'Terms and conditions'])
    await expect(footer.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
    await expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    await expect(footer).toContainText('microbore and plastic pipes')
  })

  test('a skip link is the first stop for keyboard users', async ({ page }) => {
    await page.goto('/prices')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await expect(skip).toHaveAttribute('href', '#main-content')
  })

  test('client navigation scrolls to the top and replaces the head and JSON-LD', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.mouse.wheel(0, 3000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Areas we cover' }).click()
    await expect(page).toHaveURL('/areas-we-cover')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('York to Dorset')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page).toHaveTitle(/Areas We Cover/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.origin}/areas-we-cover`)
    const jsonLd = JSON.parse((await page.locator('script#structured-data').textContent()) ?? '{}')
    expect(jsonLd['@graph'][1].url).toBe(`${siteConfig.origin}/areas-we-cover`)
  })
})

test.describe('wide screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1200, 'the sub-navigation shows on wide screens')

  test('the sub-navigation lists the nine items in order and marks the current one', async ({ page }) => {
    await page.goto('/get-a-quote')
    const items = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
    await expect(items).toHaveText(navigation.main.map((item) => item.name))
    await expect(items.filter({ has: page.locator('[aria-current="page"]') })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveText('Prices')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('complementary', { name: 'Book now' })).toBeHidden()
  })
})

test.describe('phones', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'the menu and Book Now bar are for phones')

  test('the menu opens with all items plus Ask Flushy and View Prices, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await expect(menu.getByRole('listitem')).toHaveText(navigation.main.map((item) => item.name))
    // Ask Flushy is both a menu item and, with View Prices, a button below the list.
    await expect(menu.getByRole('link', { name: 'Ask Flushy' })).toHaveCount(2)
    await expect(menu.getByRole('link', { name: 'Ask Flushy' }).last()).toHaveAttribute('href', '/virtual-assistant')
    await expect(menu.getByRole('link', { name: 'View Prices' })).toHaveAttribute('href', '/prices')
    await menu.getByRole('link', { name: 'Testimonials' }).click()
    await expect(page).toHaveURL('/testimonials')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('/prices')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden()
  })

  test('a fixed Book Now button stays at the bottom of the screen', async ({ page }) => {
    await page.goto('/microbore-and-plastic-pipes')
    const bookNow = page.getByRole('complementary', { name: 'Book now' }).getByRole('link', { name: 'Book Now' })
    await expect(bookNow).toHaveAttribute('href', '/availability')
    await page.mouse.wheel(0, 2500)
    await expect(bookNow).toBeInViewport()
    const box = await bookNow.boundingBox()
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 40)
  })

  test('the phone number and a primary action are visible without scrolling', async ({ page }) => {
    for (const route of ['/', '/prices', '/enfield', '/no-fix-no-fee-deal', '/areas-we-cover', '/availability']) {
      await page.goto(route)
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: `Call ${siteConfig.phone.display}` })
          .first(),
      ).toBeInViewport()
      await expect(page.getByRole('complementary', { name: 'Book now' }).getByRole('link', { name: 'Book Now' })).toBeInViewport()
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every link and the mobile menu still work', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (isPhone(page)) {
      await page.locator('summary', { hasText: 'Menu' }).click()
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await expect(menu.getByRole('link', { name: 'Prices', exact: true })).toBeVisible()
      await menu.getByRole('link', { name: 'Prices', exact: true }).click()
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prices' }).click()
    }
    await expect(page).toHaveURL('/prices')
    await expect(page.getByText('£3,980').filter({ visible: true })).toHaveCount(1)
  })
})

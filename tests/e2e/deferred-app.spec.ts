import { expect, hydratedMenuToggle, isPhone, layoutShiftTotal, recordLayoutShifts, siteConfig, test } from './fixtures.ts'

// Pages open as complete HTML; the app loads on the visitor's first interaction (renderer/boot.ts).

test('a page waits for the visitor before loading the app, and the app arriving moves nothing', async ({ page, problems }) => {
  await recordLayoutShifts(page)
  await page.goto('/who-are-we')
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
  await page.waitForLoadState('networkidle')
  await expect(hydratedMenuToggle(page)).toHaveCount(0)

  await page.mouse.move(200, 300)
  // Loading and hydrating the whole app can take a while on a busy test machine.
  await expect(hydratedMenuToggle(page)).toBeAttached({ timeout: 15_000 })
  await page.evaluate(() => new Promise(requestAnimationFrame))
  expect(await page.evaluate(() => window.scrollY), 'the reader stays where they were').toBe(900)
  expect(await layoutShiftTotal(page)).toBe(0)
  expect(problems.list).toEqual([])
})

test('a tap on the menu before the app arrives opens it, and it stays open as the app takes over', async ({ page, problems }) => {
  test.skip(!isPhone(page), 'the menu toggle is shown on phones')
  await page.goto('/prices')
  await page.locator('summary').click()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible()

  await expect(hydratedMenuToggle(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 })
  await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible()
  await hydratedMenuToggle(page).click()
  await expect(menu).toBeHidden()
  expect(problems.list).toEqual([])
})

test('the booking calendar is no frame in the HTML, and its frame arrives once the page is on screen, app or not', async ({
  page,
  request,
  problems,
}) => {
  const html = await (await request.get('/availability')).text()
  // Even an empty frame is a second document to build before the first paint.
  expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<iframe')

  await recordLayoutShifts(page)
  await page.goto('/availability')
  await expect(page.locator('iframe')).toHaveAttribute('src', siteConfig.booking.embedUrl)
  await expect(page.locator('iframe')).toHaveAttribute('title', /Book an appointment/)
  await expect(hydratedMenuToggle(page)).toHaveCount(0)
  expect(await layoutShiftTotal(page)).toBe(0)

  await page.keyboard.press('Shift')
  await expect(hydratedMenuToggle(page)).toBeAttached({ timeout: 15_000 })
  await expect(page.locator('iframe'), 'the app adopts the frame rather than adding one').toHaveCount(1)
  expect(problems.list).toEqual([])
})

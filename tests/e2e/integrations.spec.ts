import { expect, siteConfig, test, waitForHydration } from './fixtures'

const chatScript = `script[src="${siteConfig.chat.scriptUrl}"]`

test('Flushy’s script is added on entering the assistant page and removed on leaving it', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator(chatScript)).toHaveCount(0)
  for (let visit = 0; visit < 3; visit += 1) {
    await page.getByRole('banner').getByRole('link', { name: 'Ask Flushy' }).first().click()
    await expect(page).toHaveURL('/virtual-assistant')
    await expect(page.locator(chatScript)).toHaveCount(1)
    await expect(page.locator(chatScript)).toHaveAttribute('data-project-id', siteConfig.chat.projectId)
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click()
    await expect(page).toHaveURL('/')
    await expect(page.locator(chatScript)).toHaveCount(0)
  }
})

test('the assistant page stays useful when the chat cannot load', async ({ page }) => {
  await page.route(siteConfig.chat.scriptUrl, (route) => route.abort())
  await page.goto('/virtual-assistant')
  await expect(page.getByRole('status')).toContainText('cannot load')
  await expect(page.getByRole('main').getByRole('link', { name: `Call ${siteConfig.phone.display}` })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/availability')
})

test('booking embeds the scheduling page 1000px tall, with a plain link beside it', async ({ page }) => {
  await page.goto('/availability')
  const frame = page.locator('iframe')
  await expect(frame).toHaveAttribute('src', siteConfig.booking.embedUrl)
  await expect(frame).toHaveAttribute('title', /Book an appointment/)
  expect((await frame.boundingBox())?.height).toBe(1000)
  const link = page.getByRole('link', { name: /Open the booking page in a new tab/ })
  await expect(link).toHaveAttribute('href', siteConfig.booking.pageUrl)
  await expect(link).toHaveAttribute('target', '_blank')
})

test('testimonials hosts the review widget container and its script', async ({ page }) => {
  await page.goto('/testimonials')
  await expect(page.locator(`#${siteConfig.reviews.widgetId}`)).toBeAttached()
  await expect(page.locator(`script[src="${siteConfig.reviews.scriptUrl}"]`)).toHaveCount(1)
})

// The site built with THIRD_PARTY_CONSENT=ask (npm run build:ask): no provider loads until the
// visitor allows it on its panel; the choice is remembered on the device and can be withdrawn on
// the cookie policy page. The CSP is the same as in the default build.
import type { Page } from '@playwright/test'
import { consentStorageKey } from '../../components/integrations/consent.ts'
import { expect, pageKinds, siteConfig, test, waitForHydration } from '../support/fixtures.ts'
import { thirdPartiesCopy } from '../support/site.ts'
import { siteCopy } from '../../data/content.ts'

const providerRequests = (page: Page) => {
  const urls: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if ([siteConfig.chat.scriptUrl, siteConfig.reviews.scriptUrl].includes(url) || url.startsWith(siteConfig.booking.pageUrl))
      urls.push(url)
  })
  return urls
}

test('each provider waits behind its prompt, app or not, and loads once allowed', async ({ page, problems }) => {
  const requested = providerRequests(page)
  for (const [route, action] of [
    [pageKinds.assistant, thirdPartiesCopy.chat.action],
    [pageKinds.booking, thirdPartiesCopy.booking.action],
    [pageKinds.testimonials, thirdPartiesCopy.reviews.action],
  ] as const) {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    const button = page.getByRole('button', { name: action })
    await expect(button).toBeVisible()
    expect(requested, `${route} loads nothing before it is allowed`).toEqual([])
    // Pressed before the app has arrived: the inline script alone must honour it.
    await button.click()
    await expect.poll(() => requested.length, `${route} loads once allowed`).toBe(1)
    await expect(button).toBeHidden()
    requested.length = 0
  }
  expect(problems.list).toEqual([])
})

test('the choice is remembered on this device, and withdrawing it on the cookie policy page stops the provider', async ({ page }) => {
  const requested = providerRequests(page)
  await page.goto(pageKinds.assistant)
  await waitForHydration(page)
  await page.getByRole('button', { name: thirdPartiesCopy.chat.action }).click()
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), consentStorageKey)).toContain('chat')

  await page.reload()
  await expect(page.getByRole('button', { name: thirdPartiesCopy.chat.action })).toBeHidden()
  await expect.poll(() => requested.filter((url) => url === siteConfig.chat.scriptUrl).length).toBe(2)

  await page.goto('/cookie-policy')
  await waitForHydration(page)
  const choices = page.getByRole('region', { name: thirdPartiesCopy.consentSettings.heading })
  const chat = choices.getByRole('listitem').filter({ hasText: 'chat' })
  await expect(chat).toContainText(thirdPartiesCopy.consentSettings.allowed)
  await chat.getByRole('button', { name: thirdPartiesCopy.consentSettings.withdraw }).click()
  await expect(chat).toContainText(thirdPartiesCopy.consentSettings.notAllowed)

  requested.length = 0
  await page.goto(pageKinds.assistant)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: thirdPartiesCopy.chat.action })).toBeVisible()
  expect(requested).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('nobody can be asked, so the booking page offers its link instead of loading the calendar', async ({ page }) => {
    await page.goto(pageKinds.booking)
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByRole('link', { name: siteCopy.buttons.openBookingPage }).first()).toHaveAttribute(
      'href',
      siteConfig.booking.pageUrl,
    )
  })
})

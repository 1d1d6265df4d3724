// Where the chat, reviews and booking providers' places sit at each width, and that nothing moves
// when they arrive late; the calendar's place useful from the first paint. What they do when they
// fail is in desktop/providers.spec.ts.
import type { Page } from '@playwright/test'
import {
  expect,
  expectNoLayoutShift,
  forgetLayoutShiftsSoFar,
  hydratedMenuToggle,
  isOwnOrigin,
  pageKinds,
  recordLayoutShifts,
  siteConfig,
  test,
  waitForHydration,
} from '../../support/fixtures.ts'
import { serveWorkingWidgets } from '../../support/provider-stand-ins.ts'
import { thirdPartiesCopy } from '../../support/site.ts'
import { routes } from '../../../data/routes.ts'
import { frameSlotSelector } from '../../../components/integrations/frame-slot.ts'
import { siteCopy } from '../../../data/content.ts'

/** Where each widget page keeps its widget, and how it shows that the provider has drawn. */
const widgetArrivals: Record<string, { mount: string; hasArrived: (page: Page) => Promise<void> }> = {
  [routes.assistant]: { mount: '#flushy-chat', hasArrived: (page) => expect(page.getByText(/^Chat widget for project/)).toBeVisible() },
  [routes.testimonials]: {
    mount: `#${siteConfig.reviews.widgetId}`,
    hasArrived: (page) => expect(page.getByText('Reviews widget')).toBeVisible(),
  },
  [routes.booking]: { mount: 'iframe', hasArrived: (page) => expect(page.frameLocator('iframe').getByText('Calendar')).toBeVisible() },
}

test.describe('widgets arriving late move nothing', () => {
  for (const [route, widget] of Object.entries(widgetArrivals)) {
    test(`${route} keeps its layout when the widget draws`, async ({ page, problems }) => {
      await recordLayoutShifts(page)
      await serveWorkingWidgets(page, 800)
      await page.goto(route)
      // The page is parsed; what this test watches is the widget arriving, 800 ms after it is asked for.
      await forgetLayoutShiftsSoFar(page)
      await waitForHydration(page)
      // Only shifts on screen count, so look at the widget's place while it arrives.
      await page.locator(widget.mount).evaluate((mount) => mount.scrollIntoView({ block: 'center', behavior: 'instant' }))
      await widget.hasArrived(page)
      await page.evaluate(() => new Promise(requestAnimationFrame))
      await expectNoLayoutShift(page)
      expect(problems.list).toEqual([])
    })
  }
})

test('the calendar’s place offers the other ways to book from the first paint, before any script, while the provider is held', async ({
  page,
}) => {
  await recordLayoutShifts(page)
  await page.route(
    (url) => !isOwnOrigin(url),
    () => new Promise(() => {}),
  )
  // The HTML alone: the words and links are there before the boot script or the app.
  const response = await page.request.get(pageKinds.booking)
  const html = await response.text()
  for (const text of [
    thirdPartiesCopy.booking.loading,
    siteCopy.buttons.askUsToCall,
    siteConfig.phone.display,
    siteCopy.buttons.openBookingPage,
  ])
    expect(html, text).toContain(text)

  await page.goto(pageKinds.booking, { waitUntil: 'commit' })
  const frameArea = page.locator(`div:has(> ${frameSlotSelector})`)
  const fallback = frameArea.locator('> div').first()
  await expect(fallback.getByText(thirdPartiesCopy.booking.loading)).toBeVisible()
  await expect(fallback.getByRole('link', { name: siteCopy.buttons.askUsToCall })).toBeVisible()
  await expect(fallback.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
  const openPage = fallback.getByRole('link', { name: siteCopy.buttons.openBookingPage })
  await expect(openPage).toHaveAttribute('href', siteConfig.booking.pageUrl)
  await expect(hydratedMenuToggle(page), 'shown without the app').toHaveCount(0)
  // One designed fallback: each way to book offered once in the calendar's place, not twice.
  const calendar = page.locator('#booking-calendar')
  await expect(calendar.getByRole('link', { name: siteCopy.buttons.openBookingPage })).toHaveCount(1)
  await expect(calendar.getByRole('link', { name: siteCopy.buttons.askUsToCall })).toHaveCount(1)
  // The primary button's label on one line, even on a phone: no taller than the secondary beside it.
  const [primary, secondary] = await Promise.all([
    openPage.boundingBox(),
    fallback.getByRole('link', { name: siteCopy.buttons.askUsToCall }).boundingBox(),
  ])
  expect(primary?.height).toBe(secondary?.height)
  // At the top of the space kept for the calendar, which never changes size, and clear of its edges.
  const area = await frameArea.boundingBox()
  const box = await fallback.boundingBox()
  expect(box && area && box.y > area.y && box.y - area.y < 40 && box.y + box.height <= area.y + area.height).toBe(true)
  await expectNoLayoutShift(page)
})

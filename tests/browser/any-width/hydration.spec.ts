// Pages open as complete HTML; the app (React, client routing) loads on the visitor's first
// interaction (renderer/boot.ts) and must take over without a hitch on every kind of page.
import {
  expect,
  expectNoLayoutShift,
  forgetLayoutShiftsSoFar,
  hydratedMenuToggle,
  pageKinds,
  recordLayoutShifts,
  siteConfig,
  test,
  waitForHydration,
} from '../../support/fixtures.ts'
import { thirdPartiesCopy } from '../../support/site.ts'

// That each kind of page hydrates cleanly is checked with its accessibility and script budget (page-kinds.spec.ts).

test('the app arriving keeps the reader where they were and moves nothing', async ({ page, problems }) => {
  await recordLayoutShifts(page)
  await page.goto(pageKinds.company)
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
  await page.waitForLoadState('networkidle')
  // What this test watches: the app arriving, from the visitor's first move.
  await forgetLayoutShiftsSoFar(page)
  await page.mouse.move(200, 300)
  // Loading and hydrating the whole app can take a while on a busy test machine.
  await expect(hydratedMenuToggle(page)).toBeAttached({ timeout: 15_000 })
  await page.evaluate(() => new Promise(requestAnimationFrame))
  // Within a pixel: the browser's scroll anchoring may round the place it keeps (the header is 117.4 px tall).
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 900)).toBeLessThanOrEqual(1)
  await expectNoLayoutShift(page)
  expect(problems.list).toEqual([])
})

test('the booking calendar is no frame in the HTML, and its frame arrives once the page is on screen, app or not', async ({
  page,
  request,
  problems,
}) => {
  const html = await (await request.get(pageKinds.booking)).text()
  // Even an empty frame is a second document to build before the first paint.
  expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<iframe')

  await recordLayoutShifts(page)
  await page.goto(pageKinds.booking, { waitUntil: 'domcontentloaded' })
  // The HTML is parsed; what this test watches is the frame arriving. (A busy machine may paint the
  // header half-parsed before this, which the CLS benchmark judges, not this test.)
  await forgetLayoutShiftsSoFar(page)
  await expect(page.locator('iframe')).toHaveAttribute('src', siteConfig.booking.embedUrl)
  await expect(page.locator('iframe')).toHaveAttribute('title', thirdPartiesCopy.booking.frameTitle)
  await expect(hydratedMenuToggle(page)).toHaveCount(0)
  await expectNoLayoutShift(page)

  await waitForHydration(page)
  await expect(page.locator('iframe'), 'the app adopts the frame rather than adding one').toHaveCount(1)
  expect(problems.list).toEqual([])
})

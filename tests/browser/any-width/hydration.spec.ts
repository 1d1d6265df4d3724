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
import { localAreas } from '../../../data/site-pages.ts'
import { noFixNoFeeCopy } from '../../../data/content.ts'
import { thirdPartiesCopy } from '../../support/site.ts'

// That each kind of page hydrates cleanly is checked with its accessibility (accessibility.spec.ts).

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
  await page.goto(pageKinds.booking)
  await expect(page.locator('iframe')).toHaveAttribute('src', siteConfig.booking.embedUrl)
  await expect(page.locator('iframe')).toHaveAttribute('title', thirdPartiesCopy.booking.frameTitle)
  await expect(hydratedMenuToggle(page)).toHaveCount(0)
  await expectNoLayoutShift(page)

  await waitForHydration(page)
  await expect(page.locator('iframe'), 'the app adopts the frame rather than adding one').toHaveCount(1)
  expect(problems.list).toEqual([])
})

test('after client navigation, the page navigated to arrives with its own words, styled', async ({ page, problems }) => {
  const [first, second] = localAreas
  if (!first || !second) throw new Error('two local areas are needed')
  await page.goto(pageKinds.areas)
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  // One local page, then another drawn by the same component: each shows its own words.
  for (const area of [first, second]) {
    await page.getByRole('main').getByRole('link', { name: area.name, exact: true }).click()
    await expect(page).toHaveURL(`/${area.slug}`)
    await expect(page.getByRole('main')).toContainText(area.localDetail)
    for (const type of area.propertyTypes) await expect(page.getByRole('heading', { name: type.name })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(pageKinds.areas)
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'No Fix No Fee deal' }).click()
  // The page's code arrives only now: on a loaded machine that took over 5 s in CI once.
  await expect(page.getByRole('heading', { name: noFixNoFeeCopy.howItWorks.steps[0]?.title })).toBeVisible({ timeout: 15_000 })
  const firstQuestion = page.locator('#questions-list details').first()
  await expect(firstQuestion).toBeVisible()
  // Its styles came with it: a card with a border, not bare text.
  await expect(firstQuestion).toHaveCSS('border-top-style', 'solid')
  expect(await page.evaluate(() => 'sameDocument' in window), 'all of it by client navigation').toBe(true)
  expect(problems.list).toEqual([])
})

// The homeowner's path on a phone, measured: the quote starts in the first screen, the price list
// stays short, and a visitor gets from the home page to a sent enquiry in a handful of taps.
import type { Locator } from '@playwright/test'
import { enquiry } from '../../../data/enquiry.ts'
import { formatPounds } from '../../../data/format.ts'
import { priceOptions } from '../../../data/price-options.ts'
import { enquiriesAsTheBusinessReadsThem, uniqueName, visitorAddress, waitOutTheRobotCheck } from '../../support/enquiries.ts'
import { completeAnswers, coveredPostcode } from '../../support/enquiry-test-data.ts'
import { expect, pageKinds, test, waitForHydration, withPostcode } from '../../support/fixtures.ts'
import { portOf } from '../../support/test-servers.ts'
import { coverageCheckCopy, pricesFinderCopy, siteCopy } from '../../../data/content.ts'
import { pricing } from '../../../data/facts.ts'

/** The limits: the whole path in 8 taps, the full list within 1,200 px of a 390 px phone. */
const mostTaps = 8
const tallestPriceList = 1200

for (const route of [pageKinds.home, pageKinds.prices]) {
  test(`${route}: the quote's first question is in the first screen`, async ({ page }) => {
    await page.goto(route)
    const question = page.getByRole('group', { name: pricesFinderCopy.finder.question })
    const box = await question.boundingBox()
    const screen = page.viewportSize()
    expect(box && screen && box.y + 40 < screen.height, `the question starts ${box?.y} px down a ${screen?.height} px screen`).toBe(true)
  })
}

test(`the full price list is at most ${tallestPriceList} px tall on a phone`, async ({ page }) => {
  await page.goto(pageKinds.prices)
  const list = page.getByRole('table', { name: pricesFinderCopy.list.caption })
  await expect(list.getByRole('row')).toHaveCount(pricing.rows.length + 2)
  const height = (await list.boundingBox())?.height ?? Infinity
  expect(height, `the list is ${height} px tall`).toBeLessThanOrEqual(tallestPriceList)
})

test(`from the home page to a sent enquiry in at most ${mostTaps} taps, the price shown on the way`, async ({ page }) => {
  test.slow()
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': visitorAddress() })
  let taps = 0
  const tap = async (target: Locator) => {
    taps += 1
    await target.tap()
  }
  const option = priceOptions[Math.floor(pricing.rows.length / 2)]
  if (!option?.row) throw new Error('no middle row')
  const name = uniqueName('taps')

  await page.goto(pageKinds.home)
  await waitForHydration(page)
  const quote = page.locator('#quote')
  await tap(quote.getByText(pricesFinderCopy.finder.moreCounts, { exact: true }))
  await tap(quote.getByText(option.short, { exact: true }))
  await expect(quote.getByText(formatPounds(option.row.standard), { exact: true }).filter({ visible: true })).toBeVisible()
  await tap(quote.getByLabel(pricesFinderCopy.finder.postcodeQuestion))
  await page.keyboard.type(coveredPostcode)
  await tap(quote.getByRole('button', { name: coverageCheckCopy.button }))
  // The answer's own link, with the postcode (the one before the answer carries the count alone).
  await tap(withPostcode(quote.getByRole('link', { name: siteCopy.buttons.askUsToCall })))

  await waitForHydration(page)
  await tap(page.getByLabel(enquiry.fields.name.label, { exact: true }))
  await page.keyboard.type(name)
  await tap(page.getByLabel(enquiry.fields.phone.label, { exact: true }))
  await page.keyboard.type(completeAnswers(name).phone)
  // A person takes longer than the robot check's minimum to type that; a test is quicker.
  await waitOutTheRobotCheck(page)
  await tap(page.getByRole('button', { name: siteCopy.buttons.askUsToCall }))
  await expect(page.getByRole('heading', { name: enquiry.sent.heading })).toBeVisible({ timeout: 30_000 })

  expect(taps, `${taps} taps`).toBeLessThanOrEqual(mostTaps)
  const stored = (await enquiriesAsTheBusinessReadsThem(portOf(page.url()))).find((row) => row.name === name)
  expect(stored?.radiators).toBe(option.value)
  expect(stored?.postcode).toBe(coveredPostcode)
})

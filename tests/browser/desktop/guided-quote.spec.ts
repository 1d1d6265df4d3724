// The guided quote as a homeowner uses it: pick the number of radiators and see both prices at
// once (in CSS alone, so with or without JavaScript), give the postcode and get the coverage
// answer with the next step, the answers kept in the address for back, reload and sharing, and
// carried to the calendar. Once, at desktop width: a phone's whole path through the quote, taps
// counted, is phone/guided-path.spec.ts.
import type { Page } from '@playwright/test'
import { priceOptions, type PriceOption } from '../../../data/price-options.ts'
import { formatPounds } from '../../../data/format.ts'
import { expect, pageKinds, test, waitForHydration, withPostcode } from '../../support/fixtures.ts'
import { coveredPostcode } from '../../support/enquiry-test-data.ts'
import { routes } from '../../../data/routes.ts'
import { availabilityCopy, coverageCheckCopy, pricesFinderCopy, sharedSectionsCopy, siteCopy } from '../../../data/content.ts'
import { fillPlaceholders } from '../../../data/placeholders.ts'
import { noFixPremium, pricing } from '../../../data/facts.ts'

const { finder: copy } = pricesFinderCopy
const quote = (page: Page) => page.locator('#quote')
const counts = (page: Page) => page.getByRole('group', { name: copy.question })

/** The first row, one from the middle, the last, and the larger homes that get no set price. */
const first = priceOptions[0]
const middle = priceOptions[Math.floor(pricing.rows.length / 2)]
const last = priceOptions[pricing.rows.length - 1]
const contact = priceOptions.at(-1)
const tried = [first, middle, last, contact].filter((option): option is PriceOption => option !== undefined)

const change = (page: Page) => counts(page).getByText(copy.changeCount, { exact: true })
const more = (page: Page) => counts(page).getByText(copy.moreCounts, { exact: true })
/** A count's button, and how wide it is drawn: out of sight, a count is a 1 px box a keyboard still reaches. */
const drawnWidth = async (page: Page, option: PriceOption) =>
  (
    await counts(page)
      .locator('label', { has: page.getByRole('radio', { name: option.short, exact: true }) })
      .boundingBox()
  )?.width ?? 0
/** Folded: the other counts are out of sight, Change beside the chosen one, the group one row tall. */
async function isFolded(page: Page): Promise<boolean> {
  const opened = await counts(page).getByRole('checkbox', { name: copy.changeCount, includeHidden: true }).isChecked()
  return (await change(page).isVisible()) && !opened
}
const foldedHeight = async (page: Page, option: PriceOption) => {
  const [group, chosen] = await Promise.all([
    counts(page).boundingBox(),
    counts(page).getByText(option.short, { exact: true }).boundingBox(),
  ])
  return group && chosen && group.y + group.height - (chosen.y + chosen.height)
}

async function choose(page: Page, option: PriceOption): Promise<void> {
  // The visitor taps the visible button; the radio inside it is what a keyboard or screen reader uses.
  // Before a choice the first count stands beside More, which shows the rest; once a count is
  // chosen the choices fold to it, and Change opens them again.
  if (await isFolded(page)) await change(page).click()
  if (option !== first && (await more(page).isVisible())) await more(page).click()
  await counts(page).getByText(option.short, { exact: true }).click()
  await expect(counts(page).getByRole('radio', { name: option.short, exact: true })).toBeChecked()
}

/** Only what is shown: the quote keeps every count's values in place and shows the chosen one. */
const shown = (page: Page, text: string) =>
  page.getByRole('region', { name: copy.resultName }).getByText(text, { exact: true }).filter({ visible: true })

async function expectPricesFor(page: Page, option: PriceOption): Promise<void> {
  await expect(shown(page, fillPlaceholders(copy.pricesFor, { option: option.phrase }))).toHaveCount(1)
  if (option.row) {
    await expect(shown(page, formatPounds(option.row.standard))).toHaveCount(1)
    await expect(shown(page, formatPounds(option.row.noFix))).toHaveCount(1)
    const premium = fillPlaceholders(copy.premium, { amount: formatPounds(noFixPremium(option.row)) })
    await expect(page.getByRole('region', { name: copy.resultName }).getByText(premium).filter({ visible: true })).toHaveCount(1)
  } else {
    await expect(shown(page, copy.onRequest)).toHaveCount(2)
  }
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with the app' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript })

    test('on the home page, /prices and a local page, every count answers with both prices', async ({ page }) => {
      for (const route of [pageKinds.home, pageKinds.prices, pageKinds.localArea]) {
        await page.goto(route)
        if (javaScript) await waitForHydration(page)
        await expect(shown(page, copy.pricesForYourHome)).toHaveCount(1)
        for (const option of route === pageKinds.prices ? tried : [middle].filter((option) => option !== undefined)) {
          await choose(page, option)
          await expectPricesFor(page, option)
        }
      }
    })

    test('before a choice the first count stands beside More, which shows every other count', async ({ page }) => {
      if (!first || !middle) throw new Error('no rows')
      await page.goto(pageKinds.prices)
      if (javaScript) await waitForHydration(page)
      expect(await drawnWidth(page, first)).toBeGreaterThan(40)
      expect(await drawnWidth(page, middle)).toBeLessThanOrEqual(1)
      await more(page).click()
      for (const option of tried) expect(await drawnWidth(page, option)).toBeGreaterThan(40)
      await expect(more(page)).toBeHidden()
    })

    test('a chosen count folds the choices away, and Change opens them again', async ({ page }) => {
      if (!first || !middle) throw new Error('no rows')
      await page.goto(pageKinds.prices)
      if (javaScript) await waitForHydration(page)
      const open = await counts(page).boundingBox()
      await choose(page, middle)
      // One row: nothing of the group below the chosen count, which stands where it can be seen.
      expect(await foldedHeight(page, middle)).toBe(0)
      expect(await isFolded(page)).toBe(true)
      await change(page).click()
      expect((await counts(page).boundingBox())?.height).toBeGreaterThanOrEqual(open?.height ?? Infinity)
      await choose(page, first)
      await expectPricesFor(page, first)
      // The app folds them again after the new choice; without it they stay open until Change is tapped again.
      expect(await isFolded(page)).toBe(javaScript)
      // Folded to the first count, the chosen one stands alone with Change, as any other does.
      if (javaScript) await expect(more(page)).toBeHidden()
    })
  })
}

test('the choices stay open while the keyboard moves through them', async ({ page }) => {
  const second = priceOptions[1]
  if (!first || !second || !middle) throw new Error('no rows')
  await page.goto(pageKinds.prices)
  await waitForHydration(page)
  await counts(page).getByRole('radio', { name: first.short, exact: true }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await expect(counts(page).getByRole('radio', { name: second.short, exact: true })).toBeChecked()
  expect(await isFolded(page)).toBe(false)
  // Leaving the group folds it to the chosen count; back from the postcode, Change comes first, then the counts.
  await page.keyboard.press('Tab')
  await expect(quote(page).getByLabel(copy.postcodeQuestion)).toBeFocused()
  await expect.poll(() => isFolded(page)).toBe(true)
  await page.keyboard.press('Shift+Tab')
  await expect(counts(page).getByRole('checkbox', { name: copy.changeCount })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(counts(page).getByRole('radio', { name: second.short, exact: true })).toBeFocused()
  expect(await isFolded(page)).toBe(false)
})

test('the postcode step answers beside the prices, and the next step carries both answers', async ({ page }) => {
  if (!middle) throw new Error('no middle row')
  await page.goto(pageKinds.home)
  await waitForHydration(page)
  await choose(page, middle)
  await quote(page).getByLabel(copy.postcodeQuestion).fill(coveredPostcode)
  await quote(page).getByRole('button', { name: coverageCheckCopy.button }).click()
  const answer = quote(page)
    .getByRole('status')
    .filter({ has: page.getByRole('link') })
  // Both stand there before the answer too, carrying the count alone: wait for the answer's postcode.
  for (const [name, path] of [
    [siteCopy.buttons.askUsToCall, routes.enquiry],
    [siteCopy.buttons.bookNow, routes.booking],
  ] as const) {
    const link = withPostcode(answer.getByRole('link', { name }))
    const carried = new URL(String(await link.getAttribute('href')), page.url())
    expect(carried.pathname).toBe(path)
    expect(carried.searchParams.get('radiators')).toBe(middle.value)
    expect(carried.searchParams.get('postcode')).toBe(coveredPostcode)
  }
  await expectPricesFor(page, middle)

  // The quote is in the address: a reload (or a shared link) brings it back.
  expect(new URL(page.url()).searchParams.get('radiators')).toBe(middle.value)
  await page.reload()
  await waitForHydration(page)
  await expect(counts(page).getByRole('radio', { name: middle.short, exact: true })).toBeChecked()
  await expect(quote(page).getByRole('link', { name: siteCopy.buttons.askUsToCall })).toBeVisible()
  await expectPricesFor(page, middle)
})

test('a count chosen before the app arrives goes with the answer', async ({ page }) => {
  if (!middle) throw new Error('no middle row')
  await page.goto(pageKinds.prices)
  // The first tap both chooses (the prices answer in CSS alone) and starts the app.
  await choose(page, middle)
  await waitForHydration(page)
  await quote(page).getByLabel(copy.postcodeQuestion).fill(coveredPostcode)
  await quote(page).getByRole('button', { name: coverageCheckCopy.button }).click()
  const askUs = withPostcode(quote(page).getByRole('status').getByRole('link', { name: siteCopy.buttons.askUsToCall }))
  const carried = new URL(String(await askUs.getAttribute('href')), page.url())
  expect(carried.searchParams.get('radiators')).toBe(middle.answer)
  expect(new URL(page.url()).searchParams.get('radiators')).toBe(middle.answer)
})

test('a postcode that is not one gets our words beside the box', async ({ page }) => {
  await page.goto(pageKinds.prices)
  await waitForHydration(page)
  const box = quote(page).getByLabel(copy.postcodeQuestion)
  await box.fill('N')
  await quote(page).getByRole('button', { name: coverageCheckCopy.button }).click()
  await expect(quote(page).getByRole('alert')).not.toBeEmpty()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
})

test('once the app runs, a screen reader hears the chosen prices', async ({ page }) => {
  await page.goto(pageKinds.prices)
  await waitForHydration(page)
  if (!middle?.row) throw new Error('no middle row')
  await counts(page).getByRole('radio', { name: middle.short, exact: true }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('status').filter({ hasText: middle.phrase })).toHaveText(
    fillPlaceholders(copy.announcePrices, {
      option: middle.phrase,
      standard: formatPounds(middle.row.standard),
      noFix: formatPounds(middle.row.noFix),
      premium: formatPounds(noFixPremium(middle.row)),
    }),
  )
})

test('Book Now takes the quote to the calendar, and Change brings the same answers back', async ({ page }) => {
  if (!middle?.row) throw new Error('no middle row')
  await page.goto(`${pageKinds.prices}?${new URLSearchParams({ radiators: middle.answer, postcode: coveredPostcode })}`)
  await waitForHydration(page)
  const answer = quote(page)
    .getByRole('status')
    .filter({ has: page.getByRole('link') })
  // The postcode is checked once the app runs: its answer has come when Ask Us to Call You carries it.
  await expect(withPostcode(answer.getByRole('link', { name: siteCopy.buttons.askUsToCall }))).toBeVisible()
  await answer.getByRole('link', { name: siteCopy.buttons.bookNow }).click()
  await expect(page).toHaveURL(new RegExp(`${routes.booking}\\?`))
  const line = fillPlaceholders(availabilityCopy.quote.prices, {
    option: fillPlaceholders(availabilityCopy.quote.inPostcode, { option: middle.phrase, postcode: coveredPostcode }),
    standard: formatPounds(middle.row.standard),
    noFix: formatPounds(middle.row.noFix),
  })
  // Under the lead, before anything else on the page.
  const hero = page.locator('[data-hero]')
  await expect(hero.getByText(line)).toBeVisible()
  // Asking us to call instead, under the booking steps, carries the same answers.
  const steps = page.getByRole('region', { name: sharedSectionsCopy.bookingSteps.heading })
  const askUs = new URL(String(await steps.getByRole('link', { name: siteCopy.buttons.askUsToCall }).getAttribute('href')), page.url())
  expect(Object.fromEntries(askUs.searchParams)).toEqual({ radiators: middle.answer, postcode: coveredPostcode })

  await hero.getByRole('link', { name: availabilityCopy.quote.change }).click()
  await expect(page).toHaveURL(new RegExp(`${routes.prices}\\?`))
  await expect(counts(page).getByRole('radio', { name: middle.short, exact: true })).toBeChecked()
  await expect(quote(page).getByLabel(copy.postcodeQuestion)).toHaveValue(coveredPostcode)
})

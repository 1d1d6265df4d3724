// The price finder, as a homeowner uses it: pick the number of radiators, see both prices side by
// side at once, with or without JavaScript (it works in CSS alone), and the list marks the row.
import type { Page } from '@playwright/test'
import { priceOptions, type PriceOption } from '../../../components/prices/price-options.ts'
import { formatPounds } from '../../../data/format.ts'
import { expect, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'
import { routes } from '../../../data/routes.ts'
import { pricesFinderCopy, readContent, siteCopy } from '../../../data/content.ts'
import { noFixPremium, pricing } from '../../../data/facts.ts'

const finder = (page: Page) => page.getByRole('group', { name: pricesFinderCopy.finder.question })

/** The first row, one from the middle, the last, and the larger homes that get no set price. */
const first = priceOptions[0]
const middle = priceOptions[Math.floor(pricing.rows.length / 2)]
const last = priceOptions[pricing.rows.length - 1]
const contact = priceOptions.at(-1)
const tried = [first, middle, last, contact].filter((option): option is PriceOption => option !== undefined)

async function choose(page: Page, option: PriceOption): Promise<void> {
  // The visitor taps the visible button; the radio inside it is what a keyboard or screen reader uses.
  await finder(page).getByText(option.short, { exact: true }).click()
  await expect(finder(page).getByRole('radio', { name: option.short, exact: true })).toBeChecked()
}

/** Only what is shown: the finder keeps every count's values in place and shows the chosen one. */
const shown = (page: Page, text: string) =>
  page.getByRole('region', { name: pricesFinderCopy.finder.resultName }).getByText(text, { exact: true }).filter({ visible: true })

async function expectAnswerFor(page: Page, option: PriceOption): Promise<void> {
  await expect(shown(page, `Prices for ${option.phrase}`)).toHaveCount(1)
  if (option.row) {
    await expect(shown(page, formatPounds(option.row.standard))).toHaveCount(1)
    await expect(shown(page, formatPounds(option.row.noFix))).toHaveCount(1)
    await expect(shown(page, readContent(pricesFinderCopy.finder.premium, { amount: formatPounds(noFixPremium(option.row)) }))).toHaveCount(
      1,
    )
  } else {
    await expect(shown(page, pricesFinderCopy.finder.onRequest)).toHaveCount(2)
  }
  await expect(
    page.getByRole('region', { name: pricesFinderCopy.finder.resultName }).getByRole('link', { name: siteCopy.buttons.bookNow }),
  ).toBeVisible()
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with the app' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript })

    test('on /prices every count answers with both prices, and the list marks its row', async ({ page }) => {
      await page.goto(pageKinds.prices)
      if (javaScript) await waitForHydration(page)
      await expect(shown(page, pricesFinderCopy.finder.pricesForYourHome)).toHaveCount(1)
      for (const option of tried) {
        await choose(page, option)
        await expectAnswerFor(page, option)
        // The table on wide screens, the cards on phones: whichever shows, its row is marked.
        const row = page.locator(`#price-list [data-price-row="${option.value}"]`).filter({ visible: true })
        await expect(row, `${option.phrase} is marked in the list`).toHaveCSS('box-shadow', /inset/)
      }
    })

    test('on the home page and No Fix No Fee, the short finder answers and leads to the full list', async ({ page }) => {
      for (const route of [pageKinds.home, pageKinds.noFixNoFee]) {
        await page.goto(route)
        if (middle) {
          await choose(page, middle)
          await expectAnswerFor(page, middle)
        }
        await expect(page.getByRole('link', { name: pricesFinderCopy.finder.fullPriceList })).toHaveAttribute(
          'href',
          `${routes.prices}#price-list`,
        )
      }
    })
  })
}

test('once the app runs, a screen reader hears the chosen prices', async ({ page }) => {
  await page.goto(pageKinds.prices)
  await waitForHydration(page)
  if (!middle?.row) throw new Error('no middle row')
  await finder(page).getByRole('radio', { name: middle.short, exact: true }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('status').filter({ hasText: middle.phrase })).toHaveText(
    `${middle.phrase}: Standard ${formatPounds(middle.row.standard)}, No Fix No Fee ${formatPounds(middle.row.noFix)}, ${formatPounds(noFixPremium(middle.row))} more.`,
  )
})

// What a visitor sees of the pages at each width; their words are checked over HTTP (tests/http).
import { formatPounds } from '../../../data/format.ts'
import { expect, pageKinds, test } from '../../support/fixtures.ts'
import { pricesFinderCopy } from '../../../data/content.ts'
import { radiatorCountLabel } from '../../../data/price-options.ts'
import { pricing } from '../../../data/facts.ts'

test('the price list is one table at every width, one line per count, with every price', async ({ page }) => {
  await page.goto(pageKinds.prices)
  const table = page.getByRole('table', { name: pricesFinderCopy.list.caption })
  for (const row of pricing.rows) {
    const line = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: radiatorCountLabel(row), exact: true }) })
    await expect(line.getByRole('cell', { name: formatPounds(row.standard), exact: true })).toBeVisible()
    await expect(line.getByRole('cell', { name: formatPounds(row.noFix), exact: true })).toBeVisible()
    expect((await line.boundingBox())?.height ?? Infinity, `${row.radiators}: one line`).toBeLessThan(60)
  }
})

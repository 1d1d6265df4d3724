// The words of the price finder and price list (checked by ./prices-finder.schema.ts); the finder
// runs in the browser, so this file is part of the script of the pages that show it.
import pricesFinderFile from '../../content/copy/prices-finder.json' with { type: 'json' }
import { fillPlaceholders, fillText } from '../placeholders.ts'
import { pricing } from '../pricing.ts'
import type { PriceRow } from '../schemas.ts'
import type { PricesFinderCopy } from './prices-finder.schema.ts'

export const pricesFinderCopy: PricesFinderCopy = fillPlaceholders<PricesFinderCopy>(pricesFinderFile)

const [firstRow] = pricing.rows

/** "10 and under" for the first row, "14" for the others: the count as the price list shows it. */
export const radiatorCountLabel = (row: PriceRow): string => (row === firstRow ? pricesFinderCopy.counts.firstRow : String(row.radiators))

/** "10 and under radiators", "14 radiators", "26 or more radiators". */
export const radiatorsPhrase = (row: PriceRow | 'contact'): string =>
  fillText(pricesFinderCopy.counts.radiators, { count: row === 'contact' ? pricesFinderCopy.counts.contact : radiatorCountLabel(row) })

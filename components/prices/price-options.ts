// The choices the guided quote offers, one per row of the price table and one for larger homes,
// with the values its radios and the highlighted rows share.
import { formatPounds } from '../../data/format.ts'
import type { PriceRow } from '../../data/schemas.ts'
import { pricesFinderCopy as copy } from '../../data/content.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'
import { noFixPremium, pricing } from '../../data/facts.ts'

export interface PriceOption {
  /** The radio's value and the key of everything shown for it. */
  value: string
  /** What the option's button says: "Up to 10", "14", "26 or more". */
  short: string
  /** "14 radiators" */
  phrase: string
  row: PriceRow | null
}

const [firstRow] = pricing.rows

/** "10 and under" for the first row, "14" for the others: the count as the price list shows it. */
export const radiatorCountLabel = (row: PriceRow): string => (row === firstRow ? copy.counts.firstRow : String(row.radiators))

/** "10 and under radiators", "14 radiators", "26 or more radiators". */
export const radiatorsPhrase = (row: PriceRow | 'contact'): string =>
  fillPlaceholders(copy.counts.radiators, { count: row === 'contact' ? copy.counts.contact : radiatorCountLabel(row) })

export const priceOptions: PriceOption[] = [
  ...pricing.rows.map((row) => ({
    value: String(row.radiators),
    short: row === firstRow ? copy.counts.first : radiatorCountLabel(row),
    phrase: radiatorsPhrase(row),
    row,
  })),
  { value: 'contact', short: copy.counts.contact, phrase: radiatorsPhrase('contact'), row: null },
]

/** One line for a screen reader when the visitor picks an option. */
export function priceSummary(option: PriceOption): string {
  if (!option.row) return fillPlaceholders(copy.finder.announceOnRequest, { option: option.phrase })
  const { standard, noFix } = option.row
  return fillPlaceholders(copy.finder.announcePrices, {
    option: option.phrase,
    standard: formatPounds(standard),
    noFix: formatPounds(noFix),
    premium: formatPounds(noFixPremium(option.row)),
  })
}

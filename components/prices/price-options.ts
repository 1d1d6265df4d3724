// The choices the price finder offers, one per row of the price table and one for larger homes,
// with the values its radios and the highlighted rows share.
import { pricesFinderCopy as copy, radiatorCountLabel, radiatorsPhrase } from '../../data/copy/prices-finder.ts'
import { formatPounds } from '../../data/format.ts'
import { fillSlots } from '../../data/fill-slots.ts'
import { noFixPremium, pricing } from '../../data/pricing.ts'
import type { PriceRow } from '../../data/schemas.ts'

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
  if (!option.row) return fillSlots(copy.finder.announceOnRequest, { option: option.phrase })
  const { standard, noFix } = option.row
  return fillSlots(copy.finder.announcePrices, {
    option: option.phrase,
    standard: formatPounds(standard),
    noFix: formatPounds(noFix),
    premium: formatPounds(noFixPremium(option.row)),
  })
}

// The choices the guided quote offers, one per row of the price table and one for larger homes,
// with the values its radios and the highlighted rows share.
import { toNormalised, validOutcode } from 'postcode'
import { formatPounds } from './format.ts'
import type { PriceRow } from './schemas.ts'
import { availabilityCopy, pricesFinderCopy as copy } from './content.ts'
import { fillPlaceholders } from './placeholders.ts'
import { noFixPremium, pricing } from './facts.ts'
import { routes, withAnswers } from './routes.ts'

export interface PriceOption {
  /** The key of everything shown for it. */
  value: string
  /** What the radio sends, the address keeps and the enquiry form takes: the count, or for "26 or more" its first count. */
  answer: string
  /** What the option's button says: "Up to 10", "14", "26 or more". */
  short: string
  /** "14 radiators" */
  phrase: string
  row: PriceRow | null
}

const [firstRow] = pricing.rows

/** "Up to 10" for the first row, "14" for the others: the count as the quote and the price list show it. */
export const radiatorCountLabel = (row: PriceRow): string => (row === firstRow ? copy.counts.first : String(row.radiators))

/** "up to 10 radiators", "14 radiators", "26 or more radiators". */
export const radiatorsPhrase = (row: PriceRow | 'contact'): string =>
  row === firstRow
    ? copy.counts.firstInASentence
    : fillPlaceholders(copy.counts.radiators, { count: row === 'contact' ? copy.counts.contact : String(row.radiators) })

export const priceOptions: PriceOption[] = [
  ...pricing.rows.map((row) => ({
    value: String(row.radiators),
    answer: String(row.radiators),
    short: radiatorCountLabel(row),
    phrase: radiatorsPhrase(row),
    row,
  })),
  {
    value: 'contact',
    answer: String(pricing.contactFromRadiators),
    short: copy.counts.contact,
    phrase: radiatorsPhrase('contact'),
    row: null,
  },
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

export interface CarriedQuote {
  /** "for 14 radiators in N13: Standard £1,750 or No Fix No Fee £2,730." */
  line: string
  /** Back to the quote with the same answers, to change them. */
  changeHref: string
  /** The answers as the enquiry form takes them from a link. */
  answers: { radiators: string; postcode?: string }
}

/** A UK postcode, whole or its first part, written as the quote writes it; null for anything else. */
const readPostcode = (typed: string | null | undefined): string | undefined => {
  if (!typed) return undefined
  const whole = toNormalised(typed)
  if (whole) return whole
  const outward = typed.replace(/\s+/g, '').toUpperCase()
  return validOutcode(outward) ? outward : undefined
}

/**
 * The quote a link to the booking page carries (`/availability?radiators=14&postcode=N13`), from
 * the guided quote's Book Now: the count's prices in one line, or null when the count is not one
 * of the quote's.
 */
export function carriedQuote(query: { radiators?: string | null; postcode?: string | null }): CarriedQuote | null {
  const option = priceOptions.find((candidate) => candidate.answer === query.radiators)
  if (!option) return null
  const words = availabilityCopy.quote
  const postcode = readPostcode(query.postcode)
  const home = postcode ? fillPlaceholders(words.inPostcode, { option: option.phrase, postcode }) : option.phrase
  const line = option.row
    ? fillPlaceholders(words.prices, {
        option: home,
        standard: formatPounds(option.row.standard),
        noFix: formatPounds(option.row.noFix),
      })
    : fillPlaceholders(words.onRequest, { option: home })
  const answers = { radiators: option.answer, postcode }
  return { line, changeHref: `${withAnswers(routes.prices, answers)}#quote`, answers }
}

import type { PriceRow, Pricing } from './schemas.ts'

// Prices in pounds including VAT, chemicals and travel; the same in every area.
// They depend on every radiator in the house, towel rails included. The first row covers its
// number of radiators and fewer; each row after it one more radiator; from
// `contactFromRadiators` on, there is no set price.
export const pricing: Pricing = {
  rows: [
    { radiators: 10, standard: 1400, noFix: 2380 },
    { radiators: 11, standard: 1475, noFix: 2455 },
    { radiators: 12, standard: 1550, noFix: 2530 },
    { radiators: 13, standard: 1625, noFix: 2605 },
    { radiators: 14, standard: 1700, noFix: 2680 },
    { radiators: 15, standard: 1800, noFix: 2780 },
    { radiators: 16, standard: 1900, noFix: 2880 },
    { radiators: 17, standard: 2000, noFix: 2980 },
    { radiators: 18, standard: 2100, noFix: 3080 },
    { radiators: 19, standard: 2220, noFix: 3200 },
    { radiators: 20, standard: 2340, noFix: 3320 },
    { radiators: 21, standard: 2460, noFix: 3440 },
    { radiators: 22, standard: 2580, noFix: 3560 },
    { radiators: 23, standard: 2720, noFix: 3700 },
    { radiators: 24, standard: 2860, noFix: 3840 },
    { radiators: 25, standard: 3000, noFix: 3980 },
  ],
  contactFromRadiators: 26,
  standardGuaranteeYears: 1,
  noFixGuaranteeYears: 2,
  cancellationNoticeHours: 24,
  // Written as they read mid-sentence.
  paymentMethods: ['credit card', 'debit card', 'BACS bank transfer', 'PayPal'],
}

const [firstRow] = pricing.rows

/** The smallest system's prices: what "from £…" means everywhere on the site. */
export const startingPrices = {
  radiators: firstRow?.radiators ?? 0,
  standard: firstRow?.standard ?? 0,
  noFix: firstRow?.noFix ?? 0,
}

/** "10 and under" for the first row, "14" for the others: the count as the price list shows it. */
export const radiatorCountLabel = (row: PriceRow): string => (row === firstRow ? `${row.radiators} and under` : String(row.radiators))

/** "10 and under radiators", "14 radiators", "26 or more radiators". */
export const radiatorsPhrase = (row: PriceRow | 'contact'): string =>
  row === 'contact' ? `${pricing.contactFromRadiators} or more radiators` : `${radiatorCountLabel(row)} radiators`

/** How much more No Fix No Fee costs than Standard for that row. */
export const noFixPremium = (row: PriceRow): number => row.noFix - row.standard

/** "£980", or "£950 to £1,000" if the premium differs between rows: how much more No Fix No Fee costs. */
export function premiumRange(format: (amount: number) => string): string {
  const premiums = pricing.rows.map(noFixPremium)
  const [least, most] = [Math.min(...premiums), Math.max(...premiums)]
  return least === most ? format(least) : `${format(least)} to ${format(most)}`
}

import pricingFile from '../content/pricing.json' with { type: 'json' }
import type { PriceRow, Pricing } from './schemas.ts'

// Prices in pounds including VAT, chemicals and travel; the same in every area
// (content/pricing.json). They depend on every radiator in the house, towel rails included. The
// first row covers its number of radiators and fewer; each row after it one more radiator; from
// `contactFromRadiators` on, there is no set price.
export const pricing: Pricing = pricingFile

const [firstRow] = pricing.rows

/** The smallest system's prices: what "from £…" means everywhere on the site. */
export const startingPrices = {
  radiators: firstRow?.radiators ?? 0,
  standard: firstRow?.standard ?? 0,
  noFix: firstRow?.noFix ?? 0,
}

/** How much more No Fix No Fee costs than Standard for that row. */
export const noFixPremium = (row: PriceRow): number => row.noFix - row.standard

/** "£980", or "£950 to £1,000" if the premium differs between rows: how much more No Fix No Fee costs. */
export function premiumRange(format: (amount: number) => string): string {
  const premiums = pricing.rows.map(noFixPremium)
  const [least, most] = [Math.min(...premiums), Math.max(...premiums)]
  return least === most ? format(least) : `${format(least)} to ${format(most)}`
}

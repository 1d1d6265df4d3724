// The files of content/ the placeholders are made from (data/content.ts), read as written: who the
// business is, its figures, prices, coverage and hours, and what follows from them. A placeholder
// in one of these files is refused by the content check, since nothing would fill it.
import businessFile from '../content/business.json' with { type: 'json' }
import coverageFile from '../content/coverage.json' with { type: 'json' }
import figuresFile from '../content/figures.json' with { type: 'json' }
import openingHoursFile from '../content/opening-hours.json' with { type: 'json' }
import pricingFile from '../content/pricing.json' with { type: 'json' }
import { withoutBlankFields } from './placeholders.ts'
import type { Business, Coverage, Figures, OpeningHours, PriceRow, Pricing } from './schemas.ts'

/**
 * A file's value, typed as its schema says, without the fields the CMS left blank: data/validate.ts
 * checks every file against its schema before anything is built, so the type holds in every build.
 */
/*#__NO_SIDE_EFFECTS__*/
export function asChecked<T>(value: unknown): T {
  return withoutBlankFields(value) as T
}

// The working name lives in content/business.json only: change it once and every page, title and
// JSON-LD follows. The registered company name, number and office are settings (config/site-config.schema.ts).
export const business = asChecked<Business>(businessFile)
export const figures = asChecked<Figures>(figuresFile)
export const coverage = asChecked<Coverage>(coverageFile)
export const openingHours = asChecked<OpeningHours>(openingHoursFile.hours)

// Prices in pounds including VAT, chemicals and travel; the same in every area. They depend on
// every radiator in the house, towel rails included. The first row covers its number of radiators
// and fewer; each row after it one more radiator; from `contactFromRadiators` on, there is no set price.
export const pricing = asChecked<Pricing>(pricingFile)

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

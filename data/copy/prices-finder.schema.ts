// The words of the price finder and the price list (content/copy/prices-finder.json), on the home,
// prices and No Fix No Fee pages. The prices themselves come from content/pricing.json.
import { z } from 'zod'
import { words } from './sections.schema.ts'

/** The names these words may use for the option the visitor picks and its prices. */
export const pricesFinderSlots = {
  option: 'the radiator count chosen, e.g. 14 radiators',
  price: 'the starting price',
  amount: 'how much more No Fix No Fee costs',
  standard: 'the Standard price',
  noFix: 'the No Fix No Fee price',
  premium: 'how much more No Fix No Fee costs',
  count: 'a radiator count as the price list writes it, e.g. 14 or 26 or more',
} as const

export const pricesFinderCopySchema = z.object({
  optionNames: z
    .object({
      standard: words('The name of the pay-whatever-the-outcome option'),
      noFix: words('The name of the pay-only-if-fixed option'),
    })
    .describe('The names of the two options, wherever prices are shown'),
  counts: z
    .object({
      first: words('The first choice of the finder, e.g. "Up to {price.from.radiators}"'),
      contact: words('The choice and row for homes too large to price, e.g. "{price.contactFrom.radiators} or more"'),
      firstRow: words('The first row of the price list, e.g. "{price.from.radiators} and under"'),
      radiators: words('A count with its noun, e.g. "{count} radiators": {count} is the row\'s count as the list writes it'),
    })
    .describe('Radiator counts written as words'),
  finder: z
    .object({
      question: words('The question over the radiator counts'),
      hint: words('The hint under the question'),
      resultName: words('The name screen readers give the box of prices'),
      pricesForYourHome: words('The heading of the box before a count is chosen'),
      pricesFor: words('The heading of the box once chosen: {option} is the count chosen'),
      from: words('The price before a count is chosen: {price} is the starting price'),
      onRequest: words('Instead of a price, for homes too large to price'),
      premium: words('Under the No Fix No Fee price: {amount} is how much more it costs'),
      premiumOnRequest: words('Under the No Fix No Fee price, for homes too large to price'),
      standardTerms: words('Under the Standard price'),
      noFixTerms: words('Under the No Fix No Fee price'),
      included: words('The sentence under both prices'),
      fullPriceList: words('The button to the full price list (pages other than Prices)'),
      announcePrices: words('What screen readers say when a count is chosen: {option}, {standard}, {noFix} and {premium} are filled in'),
      announceOnRequest: words('What screen readers say when the largest count is chosen'),
    })
    .describe('The price finder: "How many radiators?" with both prices'),
  list: z
    .object({
      caption: words('The line over the price list'),
      radiatorsColumn: words('The heading of the column of radiator counts'),
      largeHomes: z
        .object({
          flushyLink: words('The link to the AI assistant'),
          orCall: words('The words between that link and the phone number'),
          after: words('The words after the phone number'),
        })
        .describe('The row for homes too large to price'),
    })
    .describe('The full price list on the prices page'),
})

export type PricesFinderCopy = z.infer<typeof pricesFinderCopySchema>

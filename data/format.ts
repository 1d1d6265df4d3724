// Display formatting shared by pages, so a figure is written one way everywhere. Whole numbers
// are grouped here rather than by Intl, and the Intl formatters are made on first use: the first
// Intl formatter a page builds loads the browser's locale data, which took 100–170 ms on a phone-
// speed CPU as the app started, long enough to hold up a tap.

/** 4000 → "4,000", as en-GB writes a whole number (rounded, as the prices and counts all are). */
const groupThousands = (whole: number): string => String(Math.round(Math.abs(whole))).replace(/\B(?=(\d{3})+$)/g, ',')
const sign = (value: number): string => (Math.round(value) < 0 ? '-' : '')

/** "£1,400": pounds without pence, as every price on the site is given. */
export const formatPounds = (amount: number): string => `${sign(amount)}£${groupThousands(amount)}`
export const formatCount = (count: number): string => `${sign(count)}${groupThousands(count)}`
export const formatAtLeast = (count: number): string => `${formatCount(count)}+`
export const formatPercent = (percent: number): string => `${percent}%`
/** "2 years", the number and its unit never split over two lines. */
export const formatYears = (years: number): string => `${years}\u00a0${years === 1 ? 'year' : 'years'}`
/** "2-year", as in "a 2-year guarantee". */
export const formatYearsAdjective = (years: number): string => `${years}-year`

/** Makes a formatter the first time it is asked for, then keeps it. */
function onFirstUse<Formatter>(make: () => Formatter): () => Formatter {
  let made: Formatter | undefined
  return () => (made ??= make())
}

const orList = onFirstUse(() => new Intl.ListFormat('en-GB', { type: 'disjunction' }))
/** "credit card, debit card, BACS bank transfer or PayPal" */
export const formatOrList = (items: string[]): string => orList().format(items)

const longDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
)
/** "14 March 2026" for 2026-03-14 (a yyyy-mm-dd day, or a Date read in UTC), the same on the server and in any browser. */
export const formatLongDate = (date: string | Date): string =>
  longDateFormat().format(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date)

/** A day as a page shows it: the machine-readable date of its <time> element, and the words. */
export interface ShownDate {
  /** 2026-03-14 */
  iso: string
  /** 14 March 2026 */
  text: string
}

/** A day as a page shows it, worked out in a page's data (+data.ts) so its script formats no dates. */
export const shownDate = (date: string | Date): ShownDate => ({
  iso: typeof date === 'string' ? date : date.toISOString().slice(0, 10),
  text: formatLongDate(date),
})

const monthYearFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }))
/** "March 2026" for 2026-03-14 (a yyyy-mm-dd day, read in UTC). */
export const formatMonthYear = (date: string): string => monthYearFormat().format(new Date(`${date}T00:00:00Z`))

// Display formatting shared by pages, so a figure is written one way everywhere.
const poundFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
const countFormat = new Intl.NumberFormat('en-GB')

export const formatPounds = (amount: number): string => poundFormat.format(amount)
export const formatCount = (count: number): string => countFormat.format(count)
export const formatAtLeast = (count: number): string => `${formatCount(count)}+`
export const formatPercent = (percent: number): string => `${percent}%`
export const formatYears = (years: number): string => `${years} ${years === 1 ? 'year' : 'years'}`
/** "2-year", as in "a 2-year guarantee". */
export const formatYearsAdjective = (years: number): string => `${years}-year`

const orList = new Intl.ListFormat('en-GB', { type: 'disjunction' })
/** "credit card, debit card, BACS bank transfer or PayPal" */
export const formatOrList = (items: string[]): string => orList.format(items)

const longDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
/** "14 March 2026" for 2026-03-14 (a yyyy-mm-dd day, or a Date read in UTC), the same on the server and in any browser. */
export const formatLongDate = (date: string | Date): string =>
  longDateFormat.format(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date)

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

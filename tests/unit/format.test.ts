import { expect, it } from 'vitest'
import { formatCount, formatPounds } from '../../data/format.ts'

// The site groups whole numbers itself (see data/format.ts); it must write them as Intl's en-GB does.
const wholeNumbers = [0, 7, 99, 999, 1000, 1400, 2380, 12_345, 999_999, 1_234_567, -5, -1400, 1400.4, 1400.5]

it('writes pounds and counts exactly as Intl’s en-GB formatting would', () => {
  const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
  const counts = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })
  for (const value of wholeNumbers) {
    expect(formatPounds(value), String(value)).toBe(pounds.format(value))
    expect(formatCount(value), String(value)).toBe(counts.format(value))
  }
})

import { describe, expect, it } from 'vitest'
import { pricing } from '../../data/pricing.ts'

// The table of spec §9, typed here on purpose: the test checks data/pricing.ts against the spec.
const specPrices: Array<[string, number, number]> = [
  ['10 and under', 1400, 2380],
  ['11', 1475, 2455],
  ['12', 1550, 2530],
  ['13', 1625, 2605],
  ['14', 1700, 2680],
  ['15', 1800, 2780],
  ['16', 1900, 2880],
  ['17', 2000, 2980],
  ['18', 2100, 3080],
  ['19', 2220, 3200],
  ['20', 2340, 3320],
  ['21', 2460, 3440],
  ['22', 2580, 3560],
  ['23', 2720, 3700],
  ['24', 2860, 3840],
  ['25', 3000, 3980],
]

describe('prices', () => {
  it('match spec §9 row for row', () => {
    expect(pricing.rows.map((row) => [row.radiators, row.standard, row.noFix])).toEqual(specPrices)
  })

  it('send 26 or more radiators to the assistant with no price', () => {
    expect(pricing.contactFromRadiators).toBe(26)
  })

  it('carry the guarantees, notice and payment methods of the spec', () => {
    expect(pricing.standardGuaranteeYears).toBe(1)
    expect(pricing.noFixGuaranteeYears).toBe(2)
    expect(pricing.cancellationNoticeHours).toBe(24)
    expect(pricing.paymentMethods.join(' ')).toMatch(/credit card.*debit card.*BACS.*PayPal/)
  })
})

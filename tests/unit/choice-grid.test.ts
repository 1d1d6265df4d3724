// The price finder's choices fill every row of every layout, whatever number of rows the price list has.
import { describe, expect, it } from 'vitest'
import { choiceGrids } from '../../components/prices/choice-grid.ts'
import { priceOptions } from '../../data/price-options.ts'

describe('choiceGrids', () => {
  for (const choices of [priceOptions.length, 3, 8, 12, 17, 30]) {
    it(`fills every row with ${choices} choices, one row at the widest`, () => {
      const grids = choiceGrids(choices)
      expect(grids[0]?.columns).toBe(choices + 2)
      for (const { columns, firstSpan, lastSpan } of grids) {
        const cells = choices - 2 + firstSpan + lastSpan
        expect(cells % columns, `${columns} columns`).toBe(0)
        expect(firstSpan).toBeGreaterThanOrEqual(2)
        expect(Math.max(firstSpan, lastSpan)).toBeLessThanOrEqual(columns)
      }
      // Widest first, each narrower than the last, down to a phone's few columns.
      expect(grids.map((grid) => grid.minWidthRem)).toEqual(grids.map((grid) => grid.minWidthRem).sort((a, b) => b - a))
      expect(grids.at(-1)?.columns).toBeLessThanOrEqual(5)
    })
  }
})

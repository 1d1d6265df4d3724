import { describe, expect, it } from 'vitest'
import { localAreasSchema, pricingSchema } from '../../data/schemas.ts'
import { contentProblemReport, contentProblems } from '../../data/validate.ts'
import { localAreas } from '../../data/site-pages.ts'
import { pricing } from '../../data/facts.ts'

describe('content data', () => {
  it('has no problem as committed', () => {
    expect(contentProblemReport()).toBeNull()
  })

  it('names the file, the row as the business knows it, and the field when a price is wrong', () => {
    const broken = { ...pricing, rows: pricing.rows.map((row, index) => (index === 2 ? { ...row, noFix: row.standard - 1 } : row)) }
    expect(contentProblems({ file: 'data/pricing.ts', schema: pricingSchema, value: broken })).toEqual([
      `data/pricing.ts: rows[2] (${pricing.rows[2]?.radiators}).noFix: must be higher than the standard price`,
    ])
  })

  it('refuses prices that fall as the number of radiators rises', () => {
    const rows = [...pricing.rows]
    const [first, second] = rows
    if (!first || !second) throw new Error('too few rows')
    rows[1] = { ...second, standard: first.standard }
    expect(contentProblems({ file: 'data/pricing.ts', schema: pricingSchema, value: { ...pricing, rows } })).toEqual([
      `data/pricing.ts: rows[1] (${second.radiators}).standard: must rise with the number of radiators`,
    ])
  })

  it('names the field when a value has the wrong type', () => {
    const broken = { ...pricing, rows: [{ ...pricing.rows[0], standard: '1400' }] }
    const [problem] = contentProblems({ file: 'data/pricing.ts', schema: pricingSchema, value: broken })
    expect(problem).toMatch(/^data\/pricing\.ts: rows\[0\] \(.+\)\.standard: .*number/)
  })

  it('names an area by its slug when its slug is not a URL segment', () => {
    const broken = localAreas.map((area, index) => (index === 0 ? { ...area, slug: 'Palmers Green' } : area))
    expect(contentProblems({ file: 'data/local-areas.ts', schema: localAreasSchema, value: broken })).toEqual([
      'data/local-areas.ts: [0] (Palmers Green).slug: must be lower-case words joined by hyphens',
    ])
  })

  it('lets the business add a local area without touching any rule', () => {
    const [first] = localAreas
    if (!first) throw new Error('no areas')
    const eleventh = { ...first, slug: 'new-southgate', name: 'New Southgate', postcodes: ['N11'] }
    expect(contentProblems({ file: 'data/local-areas.ts', schema: localAreasSchema, value: [...localAreas, eleventh] })).toEqual([])
  })
})

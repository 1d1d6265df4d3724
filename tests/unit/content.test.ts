import { describe, expect, it } from 'vitest'
import { pricing } from '../../data/pricing.ts'
import { localAreas } from '../../data/local-areas.ts'
import { contentFiles, contentProblems, crossFileProblems, validateContent } from '../../data/validate.ts'
import { pricingSchema, localAreasSchema } from '../../data/schemas.ts'

describe('content data', () => {
  it('passes validation as committed', () => {
    expect(() => validateContent()).not.toThrow()
  })

  it('covers every file in data/ that holds content', () => {
    expect(contentFiles.map((entry) => entry.file)).toEqual(
      expect.arrayContaining(['data/pricing.ts', 'data/local-areas.ts', 'data/pages.ts', 'data/legal.ts', 'data/figures.ts']),
    )
  })

  it('names the file and the field when a price is wrong', () => {
    const broken = { ...pricing, rows: pricing.rows.map((row, index) => (index === 2 ? { ...row, noFix: 100 } : row)) }
    expect(contentProblems({ file: 'data/pricing.ts', schema: pricingSchema, value: broken })).toEqual([
      'data/pricing.ts: rows[2].noFix: must be higher than the standard price',
    ])
  })

  it('names the file and the field when a value has the wrong type', () => {
    const broken = { ...pricing, rows: [{ radiators: '10 and under', standard: '1400', noFix: 2380 }] }
    const [problem] = contentProblems({ file: 'data/pricing.ts', schema: pricingSchema, value: broken })
    expect(problem).toMatch(/^data\/pricing\.ts: rows\[0\]\.standard: .*number/)
  })

  it('rejects an area slug that is not a URL segment', () => {
    const broken = localAreas.map((area, index) => (index === 0 ? { ...area, slug: 'Palmers Green' } : area))
    expect(contentProblems({ file: 'data/local-areas.ts', schema: localAreasSchema, value: broken })).toEqual([
      'data/local-areas.ts: [0].slug: must be lower-case words joined by hyphens',
    ])
  })

  it('finds no URL used twice and no link to a missing page', () => {
    expect(crossFileProblems()).toEqual([])
  })
})

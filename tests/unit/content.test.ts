import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { localAreas } from '../../data/local-areas.ts'
import { pricing } from '../../data/pricing.ts'
import { localAreasSchema, pricingSchema } from '../../data/schemas.ts'
import { contentFiles, contentProblemReport, contentProblems } from '../../data/validate.ts'

const dataDir = fileURLToPath(new URL('../../data', import.meta.url))
const contentDir = fileURLToPath(new URL('../../content', import.meta.url))
/** Modules in data/ that hold no content of their own: rules, helpers, and content checked through another file. */
const notContent = [
  'placeholders.ts',
  'pipe-types.ts',
  'distance.ts',
  // Addresses and storage names: code's own constants, not words an owner edits.
  'routes.ts',
  'storage-keys.ts',
  'copy/third-parties-all.ts',
  'fill-slots.ts',
  'content-syntax.ts',
  'content-file.ts',
  'copy-files.ts',
  'schemas.ts',
  'validate.ts',
  'format.ts',
  'limits.ts',
  'site-pages.ts',
  'route-aliases.ts',
  'legal/shared.ts',
  'postcode-areas.schema.ts',
  'local-area-summaries.ts',
  'company-identity.ts',
  'go-live-data.ts',
  // The guides' reader and Markdown helpers: the guides are checked file by file through data/guides.ts.
  'guide-files.ts',
  'markdown.ts',
  'markdown-sections.ts',
  // The legal documents' reader: checked file by file as content/legal/*.md (data/legal/documents.ts).
  'legal/legal-files.ts',
  'legal/documents.ts',
  'legal/terms.ts',
  'legal/privacy.ts',
  'legal/cookies.ts',
]

describe('content data', () => {
  it('has no problem as committed', () => {
    expect(contentProblemReport()).toBeNull()
  })

  it('checks every content file, so a new one cannot skip validation', () => {
    const checked = new Set(contentFiles.map((entry) => entry.file.replace(/ \(.*\)$/, '')))
    const contentFilesOnDisk = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json') || file.endsWith('.md'))
      .map((file) => `content/${file}`)
    // A module of data/ that only reads a file of content/ is checked through that file.
    const dataModulesWithContent = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.schema.ts') && !notContent.includes(file))
      .filter((file) => !/from '(\.\.\/)+content\//.test(readFileSync(`${dataDir}/${file}`, 'utf8')))
      .map((file) => `data/${file}`)
    expect([...contentFilesOnDisk, ...dataModulesWithContent].filter((file) => !checked.has(file))).toEqual([])
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

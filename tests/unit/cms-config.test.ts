import { describe, expect, it } from 'vitest'
import { resolveSiteConfig } from '../../config/site-config.schema.ts'
import { openingHoursSchema } from '../../data/schemas.ts'
import { contentFiles } from '../../data/validate.ts'
import { cmsCollections, cmsConfig, cmsSettings, editableFiles } from '../../vite-plugins/cms-config.ts'
import type { CmsField } from '../../vite-plugins/cms-fields.ts'
import { adminContentSecurityPolicy, cmsAdminHtml } from '../../vite-plugins/cms-page.ts'
import { robotsTxt } from '../../vite-plugins/crawler-files.ts'
import { formatHeadersFile, headerRules } from '../../vite-plugins/security-headers.ts'
import { figures } from '../../data/facts.ts'

const collections = cmsCollections(contentFiles)
const files = collections.flatMap((collection) => collection.files ?? [])
const fileOf = (path: string) => files.find((file) => file.file === path)
const fieldAt = (fields: CmsField[] | undefined, ...names: string[]): CmsField | undefined => {
  const [name, ...rest] = names
  const field = fields?.find((candidate) => candidate.name === name)
  return rest.length === 0 ? field : fieldAt(field?.fields, ...rest)
}

/** Every field name present in a value, as a path ("rows[].noFix"); a list of plain values is one field. */
function valuePaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item) => (item !== null && typeof item === 'object' ? valuePaths(item, `${prefix}[]`) : []))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${prefix ? '.' : ''}${key}`,
    ...valuePaths(child, `${prefix}${prefix ? '.' : ''}${key}`),
  ])
}

/** Every CMS field as a path, and whether the CMS requires it (with all that contain it). */
function fieldPaths(fields: CmsField[], prefix = '', required = true): { path: string; required: boolean }[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${prefix ? '.' : ''}${field.name}`
    const own = { path, required: required && field.required !== false }
    const inner = field.fields ? fieldPaths(field.fields, field.widget === 'list' ? `${path}[]` : path, own.required) : []
    return [own, ...inner]
  })
}

describe('the CMS config, derived from the content schemas', () => {
  const editable = editableFiles(contentFiles)

  it('has one collection per content file, and nothing else', () => {
    const legal = contentFiles.filter((entry) => /^content\/legal\/[a-z-]+\.md$/.test(entry.file))
    expect(files.map((file) => file.file).sort()).toEqual([...editable, ...legal].map((entry) => entry.file).sort())
    expect(editable.map((entry) => entry.file)).toContain('content/pricing.json')
  })

  it.each(editable.map((entry) => [entry.file, entry] as const))(
    '%s: every field in the file has a CMS field, and every required CMS field is in the file',
    (file, entry) => {
      const inFile = new Set(valuePaths(entry.value))
      const inCms = fieldPaths(fileOf(file)?.fields ?? [])
      expect([...inFile].filter((path) => !inCms.some((field) => field.path === path))).toEqual([])
      expect(inCms.filter((field) => field.required && !inFile.has(field.path)).map((field) => field.path)).toEqual([])
    },
  )

  it('gives prices whole-number fields with the schema limits and the hint a site owner reads', () => {
    const pricing = fileOf('content/pricing.json')?.fields
    const standard = fieldAt(pricing, 'rows', 'standard')
    expect(standard).toMatchObject({ widget: 'number', value_type: 'int', min: 1, step: 1 })
    expect(standard?.hint).toMatch(/pounds, VAT included/)
    expect(fieldAt(pricing, 'rows')).toMatchObject({ widget: 'list', min: 1, summary: '{{fields.radiators}}' })
    expect(fieldAt(pricing, 'paymentMethods')).toMatchObject({ widget: 'list', field: { widget: 'string' } })
  })

  it('maps each kind of schema to the widget that fits it', () => {
    const figureFields = fileOf('content/figures.json')?.fields
    expect(fieldAt(figureFields, 'ratingValue')).toMatchObject({ widget: 'number', value_type: 'float', min: 1, max: figures.bestRating })
    // A fixed value is kept, never offered for editing.
    expect(fieldAt(figureFields, 'bestRating')).toMatchObject({ widget: 'hidden', default: figures.bestRating })
    const hours = fileOf('content/opening-hours.json')?.fields
    expect(fieldAt(hours, 'hours', 'days')).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
      options: expect.arrayContaining(['Monday', 'Sunday']),
    })
    // The CMS checks times as the schema does: the same verdicts, and the schema's own message.
    const opens = openingHoursSchema.element.shape.opens
    const [pattern = '', message] = fieldAt(hours, 'hours', 'opens')?.pattern ?? []
    for (const time of ['08:00', '23:59', '24:00', '8:00', '08:60'])
      expect(new RegExp(pattern).test(time)).toBe(opens.safeParse(time).success)
    expect(message).toBe(opens.safeParse('24:00').error?.issues[0]?.message)
    const questions = fileOf('content/questions.json')?.fields
    expect(fieldAt(questions, 'questions', 'answer')).toMatchObject({ widget: 'list', min: 1, max: 3, field: { widget: 'text' } })
    expect(fieldAt(fileOf('content/business.json')?.fields, 'workingName')?.widget).toBe('boolean')
    expect(fieldAt(fileOf('content/business.json')?.fields, 'address')?.widget).toBe('object')
    expect(fieldAt(fileOf('content/quotes.json')?.fields, 'quotes', 'localArea')?.required).toBe(false)
    expect(fieldAt(fileOf('content/local-areas.json')?.fields, 'areas', 'intro')?.widget).toBe('text')
  })

  it('offers every field for editing except fixed values', () => {
    const all = (fields: CmsField[]): CmsField[] => fields.flatMap((field) => [field, ...all(field.fields ?? [])])
    // Hidden without a default: a shape with no widget, or an optional fixed value (a page's "unlisted: true").
    const unexplained = all(files.flatMap((file) => file.fields)).filter(
      (field) => field.widget === 'hidden' && !('default' in field) && field.name !== 'unlisted',
    )
    expect(unexplained.map((field) => field.name)).toEqual([])
  })

  it('explains the files a site owner edits most, in words from the schemas', () => {
    for (const file of ['pricing', 'figures', 'business', 'opening-hours', 'questions', 'quotes', 'local-areas']) {
      expect(collections.find((collection) => collection.name === file)?.description, file).toBeTruthy()
    }
  })

  it('commits to GitHub through our own OAuth route, and to the working tree on localhost', () => {
    const config = cmsConfig(contentFiles, cmsSettings({ CMS_GITHUB_REPO: 'pelletflush/site' }, 'https://www.example.co.uk'))
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'pelletflush/site',
      branch: 'main',
      base_url: 'https://www.example.co.uk',
      auth_endpoint: 'api/auth',
    })
    expect(config.local_backend).toBe(true)
    expect(() => cmsSettings({ CMS_GITHUB_REPO: 'https://github.com/x' }, 'https://x.example')).toThrow(/CMS_GITHUB_REPO/)
  })
})

describe('the /admin/ page', () => {
  it('is noindex and loads only its own files', () => {
    expect(cmsAdminHtml).toContain('<meta name="robots" content="noindex, nofollow">')
    const urls = [...cmsAdminHtml.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    expect(urls).toEqual(['/favicon.svg', '/admin/config.yml', '/admin/decap-cms.js'])
  })

  it('has a policy of its own in _headers, replacing the site policy on that path alone', () => {
    const file = formatHeadersFile(
      headerRules(resolveSiteConfig({}), [
        { path: '/', inlineScriptHashes: [] },
        { path: '/prices', inlineScriptHashes: [] },
      ]),
    )
    expect(file).toContain(
      `/admin/\n  ! Content-Security-Policy\n  Content-Security-Policy: ${adminContentSecurityPolicy()}\n  X-Robots-Tag: noindex, nofollow`,
    )
    expect(file.split('\n\n')[0]).not.toContain('unsafe-eval')
    expect(adminContentSecurityPolicy()).toMatch(/connect-src 'self' https:\/\/api\.github\.com http:\/\/localhost:8081/)
  })

  it('is kept from crawlers', () => {
    expect(robotsTxt('https://www.example.co.uk')).toMatch(/^Disallow: \/admin$/m)
  })
})

// Decap CMS saves an optional text field the owner cleared as "": read as absent, it neither stops
// the build nor leaves an empty element on the page; a cleared required field is still refused.
import { describe, expect, it } from 'vitest'
import homeFile from '../../content/copy/home.json' with { type: 'json' }
import pagesFile from '../../content/pages.json' with { type: 'json' }
import quotesFile from '../../content/quotes.json' with { type: 'json' }
import { pagesSchema, quotesSchema } from '../../data/schemas.ts'
import { homeCopySchema } from '../../data/copy.schema.ts'
import { withoutBlankFields } from '../../data/placeholders.ts'
import { readContent } from '../../data/content.ts'

describe('a field the owner cleared in the CMS', () => {
  it('is absent, however deep, while list items stay to be checked', () => {
    expect(withoutBlankFields({ a: '', b: 'kept', c: { d: '', e: 0, f: false }, g: ['', 'item'], h: [{ i: '' }] })).toEqual({
      b: 'kept',
      c: { e: 0, f: false },
      g: ['', 'item'],
      h: [{}],
    })
  })

  it('passes the schema when it is optional, and is not there for the page to draw', () => {
    const home = readContent<typeof homeFile>({ ...homeFile, hero: { ...homeFile.hero, eyebrow: '', note: '' } })
    expect(homeCopySchema.safeParse(home).error?.issues).toBeUndefined()
    expect(home.hero).not.toHaveProperty('eyebrow')
    expect(home.hero).not.toHaveProperty('note')

    const [quote, ...quotes] = quotesFile.quotes
    const cleared = readContent<typeof quotesFile.quotes>([{ ...quote, localArea: '' }, ...quotes])
    expect(quotesSchema.safeParse(cleared).error?.issues).toBeUndefined()
    expect(cleared[0]).not.toHaveProperty('localArea')

    const [page, ...pages] = pagesFile.pages
    expect(pagesSchema.safeParse(readContent([{ ...page, art: '' }, ...pages])).error?.issues).toBeUndefined()
  })

  it('is still refused, by name, when the field is required', () => {
    const home = readContent({ ...homeFile, hero: { ...homeFile.hero, title: '' } })
    expect(homeCopySchema.safeParse(home).error?.issues.map((issue) => issue.path)).toEqual([['hero', 'title']])
  })
})

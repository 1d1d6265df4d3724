import { describe, expect, it } from 'vitest'
import { mainNavigationItemCount, metadataLimits } from '../../data/fixed-values.ts'
import { navigationSchema } from '../../data/schemas.ts'
import { crossFileProblems } from '../../data/validate.ts'
import { business } from '../../data/facts.ts'
import { localAreas, pages } from '../../data/site-pages.ts'
import { navigation } from '../../data/content.ts'

const content = { businessName: business.name, pages, localAreas, navigation }
const [firstPage, secondPage] = pages

describe('page metadata rules', () => {
  it('refuse a title that search results would cut, counting the business name', () => {
    if (!firstPage) throw new Error('no pages')
    const title = 'A'.repeat(metadataLimits.fullTitleMax - ` | ${business.name}`.length + 1)
    expect(crossFileProblems({ ...content, pages: [{ ...firstPage, title }, ...pages.slice(1)] })).toEqual([
      expect.stringMatching(new RegExp(`^content/pages\\.json: ${firstPage.path}: title: .* more than ${metadataLimits.fullTitleMax}`)),
    ])
  })

  it('refuse two pages with one title or one description, naming the second', () => {
    if (!firstPage || !secondPage) throw new Error('not enough pages')
    const copy = { ...secondPage, title: firstPage.title, description: firstPage.description }
    expect(crossFileProblems({ ...content, pages: [firstPage, copy, ...pages.slice(2)] })).toEqual([
      `content/pages.json: ${secondPage.path}: title: the same as another page's`,
      `content/pages.json: ${secondPage.path}: description: the same as another page's`,
    ])
  })

  it('refuse a local area whose address a fixed page already has', () => {
    const [area] = localAreas
    if (!area || !secondPage) throw new Error('no area')
    const clash = { ...area, slug: secondPage.path.slice(1) }
    expect(crossFileProblems({ ...content, localAreas: [clash, ...localAreas.slice(1)] })).toContain(
      `content/local-areas.json and content/pages.json: ${secondPage.path}: is used by two pages`,
    )
  })

  it('refuse a tenth item in the main navigation, saying what to do instead', () => {
    const tenth = { ...navigation, main: [...navigation.main, { name: 'Guides', href: '/guides' }] }
    const result = navigationSchema.safeParse(tenth)
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^main: must have exactly ${mainNavigationItemCount} items, .*: link a new page from the footer's quick links or from another page`,
        ),
      ),
    ])
  })

  it('refuse a link in content to a page that does not exist, naming the file, row and field', () => {
    const broken = { ...navigation, legal: [...navigation.legal, { name: 'Gone', href: '/gone' }] }
    expect(crossFileProblems({ ...content, navigation: broken })).toEqual([
      `content/navigation.json: legal[${navigation.legal.length}] (Gone).href: links to /gone, which is not a page`,
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { business } from '../../data/business.ts'
import { allPages } from '../../data/site-pages.ts'
import { resolveHead } from '../../renderer/page-head.ts'

const heads = allPages.map((page) => resolveHead({ urlPathname: page.path }))

describe('page metadata', () => {
  it('gives every page a full title of at most 65 characters ending in the business name', () => {
    for (const head of heads) {
      expect(head.title.length, head.title).toBeLessThanOrEqual(65)
      expect(head.title.endsWith(` | ${business.name}`)).toBe(true)
    }
  })

  it('keeps descriptions between 70 and 165 characters', () => {
    for (const head of heads) {
      expect(head.description.length, head.description).toBeGreaterThanOrEqual(70)
      expect(head.description.length, head.description).toBeLessThanOrEqual(165)
    }
  })

  it('never repeats a title or a description', () => {
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length)
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length)
  })

  it('points aliases at the canonical page', () => {
    expect(resolveHead({ urlPathname: '/get-a-quote' }).canonicalUrl).toBe(resolveHead({ urlPathname: '/prices' }).canonicalUrl)
    expect(resolveHead({ urlPathname: '/no-fix-no-fee-deal' }).canonicalPath).toBe('/no-fix-no-fee-deals')
  })

  it('marks the 404 page as not for indexing, with no canonical', () => {
    const head = resolveHead({ urlPathname: '/missing', is404: true })
    expect(head.indexable).toBe(false)
    expect(head.canonicalUrl).toBeUndefined()
  })
})

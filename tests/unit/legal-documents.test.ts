// The legal documents as Markdown (content/legal/*.md): sections keep their addresses, the phone
// and email are links, the cookie policy names its pages, and a bad edit is named with its line.
import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../config/site-config.ts'
import { legalDocument, legalFileProblems } from '../../data/legal/documents.ts'
import { enquiriesSectionId } from '../../data/legal/shared.ts'
import { splitFrontMatter, type MarkdownFile } from '../../data/markdown.ts'
import { headingSlug, markdownSections, sectionProblems } from '../../data/markdown-sections.ts'
import { routes } from '../../data/routes.ts'
import { allPages, servedPaths } from '../../data/site-pages.ts'
import { contentFiles, contentProblems } from '../../data/validate.ts'
import { placeholderValues } from '../../data/content.ts'
import { placeholderPattern, unknownPlaceholders } from '../../data/placeholders.ts'

const termsAndConditions = legalDocument(routes.terms)
const privacyPolicy = legalDocument(routes.privacy)
const cookiePolicy = legalDocument(routes.cookies)
const documents = [termsAndConditions, privacyPolicy, cookiePolicy]
const parts = (text: string): MarkdownFile => {
  const split = splitFrontMatter('content/legal/test.md', text)
  if ('problem' in split) throw new Error(split.problem)
  return split
}

describe('sections', () => {
  it('take the address written {#id}, or the first five words of the heading', () => {
    expect(headingSlug('How long we keep your information')).toBe('how-long-we-keep-your')
    expect(headingSlug('Avoiding third-party storage altogether')).toBe('avoiding-third-party-storage-altogether')
    const [cancel, payment] = markdownSections('## Your right to cancel {#cancellation-rights}\n\nText.\n\n## Payment\n\nMore.')
    expect(cancel).toMatchObject({ id: 'cancellation-rights', heading: 'Your right to cancel', html: '<p>Text.</p>\n' })
    expect(payment?.id).toBe('payment')
  })

  it('keep the addresses other pages link to', () => {
    const ids = (document: typeof termsAndConditions) => document.sections.map((section) => section.id)
    expect(ids(termsAndConditions)).toEqual(
      expect.arrayContaining(['cancellation-rights', 'our-guarantee', 'cancelling-or-moving-your-appointment']),
    )
    expect(ids(privacyPolicy)).toContain(enquiriesSectionId)
    expect(ids(cookiePolicy)).toEqual(expect.arrayContaining(['our-chat-assistant-on-virtual', 'what-this-site-stores']))
  })

  it('name the file and line of a duplicate address, a marked-up heading and text before the first section', () => {
    const file = parts('---\ntitle: T\n---\nIntro.\n\n## One\n\nA.\n\n## One {#one}\n\n## *Two*\n')
    expect(sectionProblems('content/legal/test.md', file)).toEqual([
      'content/legal/test.md, line 4: text before the first "## " heading belongs in a section',
      'content/legal/test.md, line 10: "One" has the address #one, as the heading on line 6 does',
      expect.stringMatching(/^content\/legal\/test\.md, line 12: "\*Two\*": write a section heading as plain text/),
    ])
  })
})

describe('the documents as committed', () => {
  it('have no problem, and every file is checked with its front matter schema', () => {
    expect(legalFileProblems(allPages.flatMap(servedPaths))).toEqual([])
    const legal = contentFiles.filter((entry) => entry.file.startsWith('content/legal/'))
    expect(legal.map((entry) => entry.file).sort()).toEqual(documents.map((document) => document.file).sort())
    for (const entry of legal) expect(contentProblems(entry)).toEqual([])
  })

  it('link every phone number and email address', () => {
    for (const document of documents) {
      const $ = load(document.sections.map((section) => section.html).join(''))
      const phones = $(`a[href="${siteConfig.phone.href}"]`)
      const emails = $(`a[href="mailto:${siteConfig.email}"]`)
      expect(phones.length + emails.length, document.file).toBeGreaterThan(0)
      const text = $.root().text()
      expect(text.split(siteConfig.phone.display).length - 1, document.file).toBe(phones.length)
      expect(text.split(siteConfig.email).length - 1, document.file).toBe(emails.length)
    }
  })

  it('fill every placeholder', () => {
    for (const document of documents) expect(JSON.stringify(document), document.file).not.toMatch(new RegExp(placeholderPattern.source))
  })

  it('say in the cookie policy what each page is, and link to it, instead of showing its path', () => {
    const html = cookiePolicy.sections.map((section) => section.html).join('')
    for (const section of cookiePolicy.sections) expect(section.heading).not.toMatch(/\/[a-z]/)
    expect(load(html).root().text()).not.toMatch(/(^|\s)\/[a-z-]+/)
    for (const path of [routes.assistant, routes.booking, routes.testimonials]) expect(load(html)(`a[href="${path}"]`)).toHaveLength(1)
  })
})

describe('a bad edit', () => {
  it('names an unknown placeholder with its file and line', () => {
    expect(unknownPlaceholders('content/legal/test.md', '---\ntitle: T\n---\n\n## A\n\nCall {phone.number}.', placeholderValues)).toEqual([
      expect.stringMatching(/^content\/legal\/test\.md, line 7: \{phone\.number\} is not a placeholder/),
    ])
  })

  it('names a front matter field the schema refuses', () => {
    const [entry] = contentFiles.filter((candidate) => candidate.file === 'content/legal/cookie-policy.md')
    if (!entry) throw new Error('no cookie policy')
    // The file as written, but for an intro with only one of its two versions.
    const value = { ...(entry.value as Record<string, unknown>), intro: { ask: 'Only one version' } }
    expect(contentProblems({ ...entry, value })).toEqual([expect.stringMatching(/^content\/legal\/cookie-policy\.md: intro: /)])
  })
})

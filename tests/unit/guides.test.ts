// The guides' content check: front matter fields, placeholders, YAML and Markdown problems each
// named with the file (and line), and the Atom feed written from them.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { guides } from '../../data/guides.ts'
import { guideFrontMatterSchema } from '../../data/guides.schema.ts'
import {
  articleContents,
  markdownProblems,
  readMarkdownFiles,
  renderArticle,
  splitFrontMatter,
  type MarkdownFile,
} from '../../data/markdown.ts'
import { contentProblems } from '../../data/validate.ts'
import { atomFeed } from '../../vite-plugins/crawler-files.ts'
import { placeholderValues } from '../../data/content.ts'
import { unknownPlaceholders } from '../../data/placeholders.ts'

const file = 'content/guides/example.md'
const frontMatter = {
  title: 'An example guide with a long enough title',
  searchTitle: 'An Example Guide',
  description: 'A description long enough for search results to show it in full, about cold radiators and microbore.',
  summary: 'A summary of the example guide, one sentence long and plain.',
  keywords: ['one', 'two', 'three'],
  datePublished: '2026-01-05',
}
const check = (value: unknown) => contentProblems({ file, schema: guideFrontMatterSchema, value })
const parsed = (text: string): MarkdownFile => {
  const result = splitFrontMatter(file, text)
  if ('problem' in result) throw new Error(result.problem)
  return result
}

describe('guide front matter', () => {
  it('accepts the committed guides, each with at least one section', () => {
    expect(guides.length).toBeGreaterThan(0)
    for (const guide of guides) expect(guide.contents.length).toBeGreaterThan(0)
    expect(check(frontMatter)).toEqual([])
  })

  it('names the file and the field that is missing or wrong', () => {
    expect(check({ ...frontMatter, title: undefined })).toEqual([expect.stringMatching(/^content\/guides\/example\.md: title: /)])
    expect(check({ ...frontMatter, datePublished: '2026-02-30' })).toEqual([`${file}: datePublished: must be a real date`])
    expect(check({ ...frontMatter, datePublished: '5 January 2026' })).toEqual([
      `${file}: datePublished: must be a date written yyyy-mm-dd, such as 2026-03-14`,
    ])
    expect(check({ ...frontMatter, dateUpdated: '2026-01-04' })).toEqual([
      `${file}: dateUpdated: must be the same day as datePublished or later`,
    ])
    expect(check({ ...frontMatter, related: [{ label: 'Prices', href: 'prices' }] })).toEqual([
      `${file}: related[0].href: must be a root-relative path such as /prices`,
    ])
  })

  it('refuses a field it does not know, so a misspelt one is not silently ignored', () => {
    expect(check({ ...frontMatter, datePublised: '2026-01-05' })).toEqual([
      expect.stringMatching(/^content\/guides\/example\.md: .*datePublised/),
    ])
  })
})

describe('guide files', () => {
  it('names the file and line of an unknown placeholder', () => {
    const text = '---\ntitle: x\n---\n\n## Prices\n\nFrom {price.from.standard}, or {price.from.cheapest}.\n'
    expect(unknownPlaceholders(file, text, placeholderValues)).toEqual([
      expect.stringMatching(/^content\/guides\/example\.md, line 7: \{price\.from\.cheapest\} is not a placeholder/),
    ])
  })

  it('names the line of front matter that is not YAML', () => {
    expect(splitFrontMatter(file, '---\ntitle: one\nsummary: [unclosed\n---\nBody\n')).toEqual({
      problem: expect.stringMatching(/^content\/guides\/example\.md, line \d: the front matter is not valid YAML/),
    })
    expect(splitFrontMatter(file, '## No front matter\n')).toEqual({
      problem: `${file}, line 1: must start with front matter between two lines of "---"`,
    })
  })

  it('keeps dates as written, not as times', () => {
    expect(parsed('---\ndatePublished: 2026-01-05\n---\n## A\n').frontMatter).toEqual({ datePublished: '2026-01-05' })
  })

  it('refuses a second h1, a skipped heading level and raw HTML, with their lines', () => {
    const text = '---\ntitle: x\n---\n# Title again\n\n## Fine\n\n#### Too deep\n\nText <b>bold</b>.\n'
    expect(markdownProblems(file, parsed(text))).toEqual([
      `${file}, line 4: "# Title again": the title is the page's heading, start sections with "## "`,
      `${file}, line 8: "Too deep" skips a heading level (use ###)`,
      `${file}, line 10: raw HTML is not allowed, write it in Markdown`,
    ])
    expect(markdownProblems(file, parsed('---\ntitle: x\n---\nJust text.\n'))).toEqual([
      `${file}: the body needs at least one "## " section heading`,
    ])
  })

  it('lists its sections, each linked to its heading in the page', () => {
    const body = 'Intro.\n\n## Why microbore pipes defeat it\n\nText.\n\n### A detail\n\n## What it costs, and the choice\n'
    const $ = load(renderArticle(body))
    expect(articleContents(body).map(({ id, heading }) => [$(`h2#${id}`).text(), heading])).toEqual([
      ['Why microbore pipes defeat it', 'Why microbore pipes defeat it'],
      ['What it costs, and the choice', 'What it costs, and the choice'],
    ])
    expect($('h3').attr('id')).toBeUndefined()
  })

  it('reads a new guide from its file alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'guides-'))
    mkdirSync(path.join(root, 'content', 'guides'), { recursive: true })
    writeFileSync(path.join(root, 'content', 'guides', 'a-new-guide.md'), '---\ntitle: x\n---\n## A\n')
    writeFileSync(path.join(root, 'content', 'guides', 'guides.json'), '{}')
    const read = readMarkdownFiles('content/guides', root)
    rmSync(root, { recursive: true })
    expect(read).toEqual([{ file: 'content/guides/a-new-guide.md', slug: 'a-new-guide', text: '---\ntitle: x\n---\n## A\n' }])
  })
})

describe('guides feed', () => {
  it('is Atom with one entry per guide, dated by the newest change', () => {
    const xml = atomFeed('https://example.test', '/guides/feed.xml', '/guides', 'Guides & more', 'Example Ltd', guides)
    const $ = load(xml, { xml: true })
    expect($('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom')
    expect($('feed > title').text()).toBe('Guides & more')
    expect($('feed > link[rel="self"]').attr('href')).toBe('https://example.test/guides/feed.xml')
    expect($('feed > link[rel="alternate"]').attr('href')).toBe('https://example.test/guides')
    expect($('feed > author > name').text()).toBe('Example Ltd')
    expect(
      $('entry > id')
        .toArray()
        .map((id) => $(id).text()),
    ).toEqual(guides.map((guide) => `https://example.test${guide.path}`))
    const newest = guides
      .map((guide) => guide.dateModified)
      .sort()
      .at(-1)
    expect($('feed > updated').text()).toBe(`${newest}T00:00:00Z`)
  })
})

// The legal documents (content/legal/<name>.md, shown at /<name>): front matter checked by
// legalFrontMatterSchema, placeholders filled, the body read as numbered sections. Read at build
// time and prerender only.
import { marked } from 'marked'
import { siteConfig } from '../../config/site-config.ts'
import type { SiteConfig, ThirdPartyConsent } from '../../config/site-config.schema.ts'
import { markdownProblems, readMarkdownFiles, splitFrontMatter, tokensWithLines, type MarkdownFile } from '../markdown.ts'
import { markdownSections, sectionIds, sectionProblems, type MarkdownSection } from '../markdown-sections.ts'
import { linkedWords } from '../../config/linked-words.ts'
import { legalFrontMatterSchema } from '../schemas.ts'
import { legalPaths, routes, type LegalPath } from '../routes.ts'
import { cancellationRightsSectionId, enquiriesSectionId, guaranteeSectionId } from './shared.ts'
import { type ContentFile, guarantee, readContent } from '../content.ts'

export interface LegalDocument {
  /** The page's address: /terms-and-conditions */
  path: LegalPath
  /** content/legal/<name>.md, for messages. */
  file: string
  title: string
  intro: string
  /** The day it last changed, yyyy-mm-dd, as its front matter says. */
  updated: string
  sections: MarkdownSection[]
}

/**
 * The guarantee as content/guarantee.json words it, quoted whole by the terms: paragraphs, and the
 * steps as a list. Its summary is a placeholder of every file (data/content.ts).
 */
const legalSentences: Readonly<Record<string, string>> = {
  'guarantee.covers': guarantee.covers.join('\n\n'),
  'guarantee.conditions': guarantee.conditions.join('\n\n'),
  'guarantee.howToClaim': guarantee.howToClaim.map((step) => `- ${step}`).join('\n'),
}

/** Sections other pages link to, which each document must keep. */
const requiredSections: Partial<Record<LegalPath, readonly string[]>> = {
  [routes.terms]: [cancellationRightsSectionId, guaranteeSectionId],
  [routes.privacy]: [enquiriesSectionId],
}

const legalFile = (path: LegalPath) => `content/legal${path}.md`

const files = readMarkdownFiles('content/legal')
const sources = legalPaths.map((path) => {
  const file = legalFile(path)
  const text = files.find((candidate) => candidate.file === file)?.text
  const parts = text === undefined ? { problem: `${file}: is missing; the page ${path} shows it` } : splitFrontMatter(file, text)
  return { path, file, parts }
})

type Variants = Record<ThirdPartyConsent, string>
const isVariants = (value: unknown): value is Variants =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Variants>).ask === 'string'

/** `consent.<word>` for each word of the front matter's consent map, in one setting's version, placeholders filled. */
function consentSentences(frontMatter: unknown, mode: ThirdPartyConsent): Record<string, string> {
  const consent = typeof frontMatter === 'object' && frontMatter !== null ? (frontMatter as { consent?: unknown }).consent : undefined
  if (typeof consent !== 'object' || consent === null) return {}
  return Object.fromEntries(
    Object.entries(consent).flatMap(([word, variants]) =>
      isVariants(variants) ? [[`consent.${word}`, readContent(variants[mode] ?? '')]] : [],
    ),
  )
}

/**
 * One document as its page shows it for a configuration. A file the content check refuses still
 * reads as something here (its address as the title), so the check, not this, names the fault.
 */
export function legalDocument(path: LegalPath, config: SiteConfig = siteConfig): LegalDocument {
  const source = sources.find((candidate) => candidate.path === path)
  const parts: MarkdownFile = source && !('problem' in source.parts) ? source.parts : { frontMatter: {}, body: '', bodyLine: 1 }
  const more = { ...legalSentences, ...consentSentences(parts.frontMatter, config.thirdPartyConsent) }
  const result = legalFrontMatterSchema.safeParse(parts.frontMatter)
  const intro = result.success ? result.data.intro : ''
  return {
    path,
    file: legalFile(path),
    title: result.success ? result.data.title : path,
    updated: result.success ? result.data.updated : '',
    intro: readContent(typeof intro === 'string' ? intro : intro[config.thirdPartyConsent], more),
    sections: markdownSections(readContent(parts.body, more), linkedWords(config)),
  }
}

/** The legal document shown at an address, if one is. */
export function findLegalDocument(path: string): LegalDocument | undefined {
  const legalPath = legalPaths.find((candidate) => candidate === path)
  return legalPath && legalDocument(legalPath)
}

/** Each file's front matter for the content check (data/validate.ts), with the placeholders its text may use. */
export const legalContentFiles: ContentFile[] = sources.flatMap(({ file, parts }) =>
  'problem' in parts
    ? []
    : [
        {
          file,
          schema: legalFrontMatterSchema,
          value: readContent(parts.frontMatter),
          more: { ...legalSentences, ...consentSentences(parts.frontMatter, 'ask') },
        },
      ],
)

/** Links in a body to pages of the site (/prices, /prices#…) whose page does not exist. */
function linkProblems(file: string, parts: MarkdownFile, pagePaths: ReadonlySet<string>): string[] {
  return tokensWithLines(parts.body, parts.bodyLine).flatMap(({ token, line }) => {
    const hrefs: string[] = []
    marked.walkTokens([token], (inner) => {
      if (inner.type === 'link' && inner.href.startsWith('/')) hrefs.push(inner.href)
    })
    return hrefs
      .filter((href) => !pagePaths.has(href.replace(/[#?].*$/, '')))
      .map((href) => `${file}, line ${line}: links to ${href}, which is not a page`)
  })
}

/** What the schema cannot see: the YAML, the Markdown, the sections' addresses and links to pages that do not exist. */
export function legalFileProblems(pagePaths: readonly string[]): string[] {
  const pages = new Set(pagePaths)
  return sources.flatMap(({ path, file, parts }) => {
    if ('problem' in parts) return [parts.problem]
    const ids = new Set(sectionIds(parts.body))
    const missing = (requiredSections[path] ?? []).filter((id) => !ids.has(id))
    return [
      ...markdownProblems(file, parts),
      ...sectionProblems(file, parts),
      ...missing.map((id) => `${file}: needs a section with the address {#${id}}: other pages link to ${path}#${id}`),
      ...linkProblems(file, parts, pages),
    ]
  })
}

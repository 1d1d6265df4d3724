// The guides (content/guides/<slug>.md): front matter checked by data/guides.schema.ts,
// placeholders filled, the body turned into HTML. Read at build time and prerender only.
import guidesCopyFile from '../content/guides/guides.json' with { type: 'json' }
import { guideFrontMatterSchema, guidesCopySchema, type GuideLink, type GuidesCopy } from './guides.schema.ts'
import { type ContentFile, readContent } from './content.ts'
import { business } from './facts.ts'
import { articleContents, markdownProblems, readMarkdownFiles, renderArticle, splitFrontMatter } from './markdown.ts'
import { linkedWords } from '../config/linked-words.ts'
import { guidePath, guideSlugPattern, legalPaths, routes } from './routes.ts'

export type { GuidesCopy }

export interface Guide {
  slug: string
  /** /guides/<slug> */
  path: string
  /** content/guides/<slug>.md, for messages. */
  file: string
  title: string
  searchTitle: string
  description: string
  summary: string
  keywords: string[]
  art?: string | undefined
  related: GuideLink[]
  datePublished: string
  /** The day it last changed: dateUpdated, or the day it was published. */
  dateModified: string
  /** The body as HTML, placeholders filled. */
  html: string
  /** Its "## " headings and their addresses in the page, for the list of what it covers. */
  contents: { id: string; heading: string }[]
}

export const guidesFeedPath = `${routes.guides}/feed.xml`
export const guidesFeedTitle = `Guides from ${business.name}`

const sources = readMarkdownFiles('content/guides')
const split = sources.map((source) => ({ source, parts: splitFrontMatter(source.file, source.text) }))

/** Each file's front matter as readers see it (placeholders filled, so limits count what they read), for the content check (data/validate.ts). */
export const guideContentFiles: ContentFile[] = [
  { file: 'content/guides/guides.json', schema: guidesCopySchema, value: readContent(guidesCopyFile) },
  ...split.flatMap(({ source, parts }) =>
    'problem' in parts ? [] : [{ file: source.file, schema: guideFrontMatterSchema, value: readContent(parts.frontMatter) }],
  ),
]

/** Every guide whose front matter is valid, newest first; the content check stops the build for the others. */
export const guides: Guide[] = split
  .flatMap(({ source, parts }) => {
    if ('problem' in parts) return []
    const result = guideFrontMatterSchema.safeParse(readContent(parts.frontMatter))
    if (!result.success) return []
    const { dateUpdated, ...frontMatter } = result.data
    return [
      {
        ...frontMatter,
        slug: source.slug,
        path: guidePath(source.slug),
        file: source.file,
        dateModified: dateUpdated ?? frontMatter.datePublished,
        html: renderArticle(readContent(parts.body), linkedWords()),
        contents: articleContents(readContent(parts.body)),
      },
    ]
  })
  .sort((a, b) => b.datePublished.localeCompare(a.datePublished) || a.slug.localeCompare(b.slug))

/** The section's own words: the index's heading, and the links every guide ends with. */
export const guidesCopy: GuidesCopy = readContent(guidesCopyFile)

export const findGuide = (path: string): Guide | undefined => guides.find((guide) => guide.path === path)

/** Every address the document page prerenders (pages/document/+config.ts): the legal documents and the guides. */
export const documentPaths = (): string[] => [...legalPaths, ...guides.map((guide) => guide.path)]

/** What the schema cannot see: the file's name, its YAML and Markdown, and headings that would share an address (links: data/validate.ts). */
export function guideFileProblems(): string[] {
  return [
    ...split.flatMap(({ source, parts }) => [
      ...(guideSlugPattern.test(source.slug)
        ? []
        : [`${source.file}: the file name must be lower-case words joined by hyphens, ending .md`]),
      ...('problem' in parts ? [parts.problem] : markdownProblems(source.file, parts)),
    ]),
    ...guides.flatMap((guide) =>
      guide.contents
        .filter((section, index) => guide.contents.findIndex((other) => other.id === section.id) !== index)
        .map((section) => `${guide.file}: "## ${section.heading}" begins with the same five words as an earlier heading; reword one`),
    ),
  ]
}

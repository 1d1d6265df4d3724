// Markdown with YAML front matter, as the guides and legal documents are written: read, split,
// checked and turned into HTML at build and prerender time only (marked, yaml and node:fs never
// reach the browser).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Lexer, Marked, marked, type MarkedExtension, type Token, type Tokens } from 'marked'
import type { TextLink } from '../config/linked-words.ts'
import { parse as parseYaml, YAMLParseError } from 'yaml'

export interface MarkdownSource {
  /** As the owner knows it: content/guides/<slug>.md */
  file: string
  /** The file name without .md, which is its page's address. */
  slug: string
  text: string
}

/**
 * Every Markdown file of a folder of content/, in file-name order. The folder is taken from the
 * project root, the working directory of every build, server and test: this module is also
 * bundled into the prerender's server code, where import.meta.url names the bundle instead.
 */
export function readMarkdownFiles(folder: 'content/guides' | 'content/legal', root: string = process.cwd()): MarkdownSource[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      file: `${folder}/${name}`,
      slug: name.slice(0, -'.md'.length),
      text: readFileSync(path.join(root, folder, name), 'utf8'),
    }))
}

export interface MarkdownFile {
  /** The front matter as written, before any schema has looked at it. */
  frontMatter: unknown
  body: string
  /** The file's line on which the body starts, so problems in it name the line in the file. */
  bodyLine: number
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

const lineCount = (text: string) => text.split('\n').length - 1

/** The front matter and body of a file, or a problem naming the file and line. */
export function splitFrontMatter(file: string, text: string): MarkdownFile | { problem: string } {
  const match = frontMatterPattern.exec(text)
  if (!match) return { problem: `${file}, line 1: must start with front matter between two lines of "---"` }
  try {
    // YAML 1.2's core schema: dates stay text (2026-03-14), as the schema expects.
    const frontMatter: unknown = parseYaml(match[1] ?? '', { schema: 'core' })
    return { frontMatter, body: text.slice(match[0].length), bodyLine: lineCount(match[0]) + 1 }
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error
    const line = (error.linePos?.[0].line ?? 0) + 1
    return { problem: `${file}, line ${line}: the front matter is not valid YAML (${error.message.split('\n')[0] ?? ''})` }
  }
}

/** Top-level tokens with the file line each starts on. */
export function tokensWithLines(body: string, bodyLine: number): { token: Token; line: number }[] {
  let line = bodyLine
  return new Lexer({ gfm: true }).lex(body).map((token) => {
    const at = line
    line += lineCount(token.raw)
    return { token, line: at }
  })
}

/**
 * What a body must not do: an h1 (the title is the page's only one), a heading that skips a
 * level, or raw HTML (the page's styles and security policy expect Markdown's own elements).
 */
export function markdownProblems(file: string, { body, bodyLine }: MarkdownFile): string[] {
  const problems: string[] = []
  let level = 1
  for (const { token, line } of tokensWithLines(body, bodyLine)) {
    let html = false
    marked.walkTokens([token], (inner) => {
      html ||= inner.type === 'html'
    })
    if (html) problems.push(`${file}, line ${line}: raw HTML is not allowed, write it in Markdown`)
    if (token.type !== 'heading') continue
    const depth = Number(token.depth)
    if (depth === 1) problems.push(`${file}, line ${line}: "# ${token.text}": the title is the page's heading, start sections with "## "`)
    else if (depth > level + 1) problems.push(`${file}, line ${line}: "${token.text}" skips a heading level (use ${'#'.repeat(level + 1)})`)
    level = depth
  }
  if (!tokensWithLines(body, bodyLine).some(({ token }) => token.type === 'heading' && token.depth === 2)) {
    problems.push(`${file}: the body needs at least one "## " section heading`)
  }
  return problems
}

/** Makes the given words links wherever the text says them, outside links it already has. */
function textLinks(links: readonly TextLink[]): MarkedExtension {
  return {
    extensions: [
      {
        name: 'textLink',
        level: 'inline',
        start(src) {
          const found = links.map((link) => src.indexOf(link.text)).filter((at) => at >= 0)
          return found.length > 0 ? Math.min(...found) : undefined
        },
        tokenizer(src) {
          const link = this.lexer.state.inLink ? undefined : links.find((candidate) => src.startsWith(candidate.text))
          if (!link) return undefined
          const text: Tokens.Text = { type: 'text', raw: link.text, text: link.text, escaped: false }
          const token: Tokens.Link = { type: 'link', raw: link.text, href: link.href, title: null, text: link.text, tokens: [text] }
          return token
        },
      },
    ],
  }
}

/** A Markdown reader, as the site writes Markdown, that makes the given words links. */
export const markedWithLinks = (links: readonly TextLink[] = []): Marked => new Marked({ gfm: true }, textLinks(links))

/** A heading's address when it names none: its first five words, e.g. "how-long-we-keep-your". */
export const headingSlug = (text: string): string => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).slice(0, 5).join('-')

/** An article's "## " headings, each with the address renderArticle gives it: its contents list. */
export const articleContents = (body: string): { id: string; heading: string }[] =>
  markedWithLinks()
    .lexer(body)
    .filter((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 2)
    .map((token) => ({ id: headingSlug(token.text), heading: token.text }))

/** The body as HTML, with the given words made links and each "## " heading an address its contents list links to. */
export const renderArticle = (body: string, links: readonly TextLink[] = []): string =>
  markedWithLinks(links)
    .use({
      renderer: {
        heading({ tokens, depth, text }) {
          return depth === 2 ? `<h2 id="${headingSlug(text)}">${this.parser.parseInline(tokens)}</h2>\n` : false
        },
      },
    })
    .parse(body, { async: false })

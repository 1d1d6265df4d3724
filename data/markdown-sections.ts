// Markdown documents read as numbered sections (the legal documents): each "## " heading starts a
// section whose address other pages link to, written `## Your right to cancel {#cancellation-rights}`
// or, without one, made from the heading's first five words. Prerender and build only.
import type { Token, Tokens } from 'marked'
import type { TextLink } from '../config/linked-words.ts'
import { headingSlug, markedWithLinks, tokensWithLines, type MarkdownFile } from './markdown.ts'

export { headingSlug }

export interface MarkdownSection {
  /** The heading's address: /terms-and-conditions#cancellation-rights */
  id: string
  /** The heading as plain text, without its {#id}. */
  heading: string
  /** Everything up to the next "## " heading, as HTML. */
  html: string
}

const headingIdPattern = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/
/** Marks that would show as written in a heading, the contents list or a link to it. */
const headingMarks = /[*_[\]`<>\\]|\{#/

function splitHeading(text: string): { heading: string; id: string } {
  const match = headingIdPattern.exec(text)
  const heading = match ? text.slice(0, match.index) : text
  return { heading, id: match?.[1] ?? headingSlug(heading) }
}

const isSection = (token: Token): token is Tokens.Heading => token.type === 'heading' && token.depth === 2

/** The body (placeholders filled) as its "## " sections, with the given words made links. */
export function markdownSections(body: string, links: readonly TextLink[] = []): MarkdownSection[] {
  const markdown = markedWithLinks(links)
  const sections: { heading: Tokens.Heading; tokens: Token[] }[] = []
  for (const token of markdown.lexer(body)) {
    if (isSection(token)) sections.push({ heading: token, tokens: [] })
    else sections.at(-1)?.tokens.push(token)
  }
  return sections.map(({ heading, tokens }) => ({ ...splitHeading(heading.text), html: markdown.parser(tokens) }))
}

/** What a sectioned body must also get right, with file and line: text before the first section, headings, addresses. */
export function sectionProblems(file: string, { body, bodyLine }: MarkdownFile): string[] {
  const problems: string[] = []
  const seen = new Map<string, number>()
  let inSection = false
  for (const { token, line } of tokensWithLines(body, bodyLine)) {
    if (!isSection(token)) {
      if (!inSection && token.type !== 'space')
        problems.push(`${file}, line ${line}: text before the first "## " heading belongs in a section`)
      continue
    }
    inSection = true
    const { heading, id } = splitHeading(token.text)
    if (headingMarks.test(heading)) {
      problems.push(`${file}, line ${line}: "${token.text}": write a section heading as plain text, its address as {#lower-case-words}`)
    }
    const first = seen.get(id)
    if (first !== undefined)
      problems.push(`${file}, line ${line}: "${heading}" has the address #${id}, as the heading on line ${first} does`)
    else seen.set(id, line)
  }
  return problems
}

/** The addresses of a body's sections, as written. */
export const sectionIds = (body: string): string[] =>
  markedWithLinks()
    .lexer(body)
    .filter(isSection)
    .map((token) => splitHeading(token.text).id)

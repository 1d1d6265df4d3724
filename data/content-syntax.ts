// A content file that is not valid JSON (a missing comma, a stray quote) is reported before
// anything imports it, with its file, line and column, instead of a bundler's stack trace.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const contentDir = new URL('../content/', import.meta.url)

/** Where the parser stopped, as "line L, column C", from the position its message gives. */
function whereIn(text: string, message: string): string {
  const position = Number(/position (\d+)/.exec(message)?.[1] ?? text.length)
  const before = text.slice(0, position).split('\n')
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`
}

/** Each content file that cannot be read as JSON, as "content/file.json, line L, column C: reason". */
export function contentSyntaxProblems(): string[] {
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'))
  return files.flatMap((file) => {
    const text = readFileSync(new URL(file, contentDir), 'utf8')
    try {
      JSON.parse(text)
      return []
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return [`${join('content', file)}, ${whereIn(text, message)}: not valid JSON (${message.replace(/ in JSON at position.*$/, '')})`]
    }
  })
}

/** The syntax problems as one readable block, or null when every file reads. */
export function contentSyntaxReport(): string | null {
  const problems = contentSyntaxProblems()
  return problems.length > 0
    ? `Content files that are not valid JSON (fix the place named):\n${problems.map((problem) => `  ${problem}`).join('\n')}`
    : null
}

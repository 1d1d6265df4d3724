import type { ReactNode } from 'react'
import { linkedWords } from '../../config/linked-words.ts'

const links = linkedWords()

/** Copy as written in a content file, with the words a visitor would tap (config/linked-words.ts) as links. */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let rest = text
  for (;;) {
    const next = links
      .map((link) => ({ link, at: rest.indexOf(link.text) }))
      .filter(({ at }) => at >= 0)
      .sort((first, second) => first.at - second.at)[0]
    if (!next) break
    parts.push(
      rest.slice(0, next.at),
      <a key={parts.length} href={next.link.href}>
        {next.link.text}
      </a>,
    )
    rest = rest.slice(next.at + next.link.text.length)
  }
  parts.push(rest)
  return <>{parts}</>
}

import type { ReactNode } from 'react'
import { contactLinks } from '../../config/contact-links.ts'

const links = contactLinks()

/** Copy as written in a content file, with the phone number and email address as links wherever it says them. */
export function ContactLinkedText({ text }: { text: string }) {
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

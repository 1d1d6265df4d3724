import { Fragment, type ReactNode } from 'react'
import { placeholderPattern } from '../../data/placeholders.ts'

/**
 * A sentence of copy with some of its `{name}`s standing for elements, e.g. "call us on
 * {phoneLink}" with the link: the words stay whole in the content file, the links stay in code.
 */
export function fillNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const parts: ReactNode[] = []
  let from = 0
  for (const match of text.matchAll(placeholderPattern)) {
    const [whole, name] = match
    if (name === undefined || !(name in nodes)) continue
    parts.push(text.slice(from, match.index), <Fragment key={match.index}>{nodes[name]}</Fragment>)
    from = match.index + whole.length
  }
  parts.push(text.slice(from))
  return parts
}

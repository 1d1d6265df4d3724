import { linkedWords } from '../../config/linked-words.ts'

const links = linkedWords()
const hrefOf = new Map(links.map((link) => [link.text, link.href]))
/** Splits text around the linked words, keeping each word found as a part of its own. */
const linkedWordsPattern = new RegExp(`(${links.map((link) => link.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`)

/** Copy as written in a content file, with the words a visitor would tap (config/linked-words.ts) as links. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(linkedWordsPattern).map((part, index) => {
        const href = hrefOf.get(part)
        return href ? (
          <a key={index} href={href}>
            {part}
          </a>
        ) : (
          part
        )
      })}
    </>
  )
}

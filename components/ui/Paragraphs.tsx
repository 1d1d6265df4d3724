import { LinkedText } from './LinkedText.tsx'

/** Paragraphs of copy from a content file, one <p> each. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((paragraph) => (
        <p key={paragraph}>
          <LinkedText text={paragraph} />
        </p>
      ))}
    </>
  )
}

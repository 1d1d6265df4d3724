// Static sections (components/ui/StaticContent.tsx): words sent once, as HTML, never inside a
// script. What the tests read to check both halves of that promise.
import type { ServedPage } from './html.ts'

/** Where StaticContent marks its sections. */
export const staticSelector = '[data-static-content]'

/**
 * Sentences that identify a page's static sections: from each section, its longest stretch of
 * plain words (letters, digits, spaces, commas), at least 30 characters, so a script holding
 * the same words in any quoting would hold the stretch verbatim.
 */
export function staticSentences(page: ServedPage): string[] {
  const { $ } = page
  return $(staticSelector)
    .toArray()
    .flatMap((section) => {
      const stretches = $(section)
        .find('p, li, dd, td, h2, h3, h4')
        .toArray()
        .flatMap(
          (element) =>
            $(element)
              .text()
              .replace(/\s+/g, ' ')
              .match(/[A-Za-z0-9 ,]{30,}/g) ?? [],
        )
        .map((stretch) => stretch.trim())
      const longest = stretches.sort((a, b) => b.length - a.length)[0]
      return longest ? [longest] : []
    })
}

// The search over a page's common questions works on the list in the page itself (its HTML, see
// PageQuestions), so it needs none of their words in the script: it only adds a way to find them.

export interface FoundQuestion {
  /** The id of the question's <details>, to link to. */
  id: string
  question: string
}

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9£%]+/g) ?? []

/** The questions in `list` whose question, answer or keywords contain every word typed. */
export function searchQuestionList(list: ParentNode, typed: string): FoundQuestion[] {
  const wanted = words(typed)
  return [...list.querySelectorAll<HTMLDetailsElement>('details[id]')]
    .filter((item) => {
      const text = `${item.textContent ?? ''} ${item.dataset.keywords ?? ''}`.toLowerCase()
      return wanted.every((word) => text.includes(word))
    })
    .map((item) => ({ id: item.id, question: item.querySelector('summary')?.textContent?.trim() ?? '' }))
}

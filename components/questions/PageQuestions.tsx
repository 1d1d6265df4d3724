import styled from '@emotion/styled'
import { questions } from '../../data/content.ts'
import type { Question, QuestionPage } from '../../data/schemas.ts'
import { layout, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { Disclosure } from '../ui/Disclosure.tsx'
import { Paragraphs } from '../ui/Paragraphs.tsx'

/**
 * One column of readable width; two side by side where a single one would leave half the row
 * empty, each card as tall as its own question, so an opened answer lengthens only its own.
 */
const List = styled.div<{ $oneColumn: boolean }>`
  display: grid;
  gap: 0.5rem;
  max-width: ${layout.readableWidth};
  ${({ $oneColumn }) =>
    $oneColumn
      ? ''
      : `${media.twoColumns} {
    max-width: none;
    grid-template-columns: 1fr 1fr;
    column-gap: 1rem;
    align-items: start;
  }`}
`
const Item = styled(Disclosure)`
  ${cardSurface}
`

/** Where a page's list of questions is, for the search that works over it (QuestionSearch). */
export const questionsListId = 'questions-list'

/** The common questions that suit a page, in the order the owner gives them in content/questions.json. */
export const questionsFor = (page: QuestionPage): Question[] => questions.filter((question) => question.pages.includes(page))

/**
 * Questions and their answers, as plain HTML: every answer is in the page for crawlers and for
 * visitors without JavaScript, one tap opens it. No FAQPage markup: it no longer earns rich
 * results. `id` makes it the page's list, which the search reads and links into; a narrow place
 * (the chat's panel) asks for `oneColumn`.
 */
export function QuestionList({ items, id, oneColumn = false }: { items: readonly Question[]; id?: string; oneColumn?: boolean }) {
  return (
    <List id={id} $oneColumn={oneColumn}>
      {items.map((question) => (
        <Item key={question.id} {...(id ? { id: `question-${question.id}`, 'data-keywords': question.keywords.join(' ') } : {})}>
          <summary>{question.question}</summary>
          <Paragraphs items={question.answer} />
        </Item>
      ))}
    </List>
  )
}

/** The page's common questions, after the first `skip` (shown elsewhere on the page). */
export function PageQuestions({ page, skip = 0 }: { page: QuestionPage; skip?: number }) {
  return <QuestionList id={questionsListId} items={questionsFor(page).slice(skip)} />
}

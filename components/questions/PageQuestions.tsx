import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { questions } from '../../data/content.ts'
import type { Question, QuestionPage } from '../../data/schemas.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { Disclosure } from '../ui/Disclosure.tsx'
import { Paragraphs } from '../ui/Paragraphs.tsx'
import { Section } from '../sections/Section.tsx'

/**
 * One column: two side by side made ragged rows of questions of unequal length (design review 13).
 * Beside its heading it fills the column to the grid's edge (at 68ch it stopped 14 px short, review
 * 15); alone, it keeps to a reading width.
 */
const List = styled.div`
  display: grid;
  gap: 0.5rem;
  max-width: 46rem;
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
 * results. `id` makes it the page's list, which the search reads and links into; `openFirst` shows
 * the first answer at once, where the list stands in for a chat.
 */
export function QuestionList({ items, id, openFirst = false }: { items: readonly Question[]; id?: string; openFirst?: boolean }) {
  return (
    <List id={id}>
      {items.map((question, index) => (
        <Item
          key={question.id}
          open={openFirst && index === 0}
          {...(id ? { id: `question-${question.id}`, 'data-keywords': question.keywords.join(' ') } : {})}
        >
          <summary>{question.question}</summary>
          <Paragraphs items={question.answer} />
        </Item>
      ))}
    </List>
  )
}

interface PageQuestionsProps {
  page: QuestionPage
  heading: string
  intro?: string
  tone?: 'plain' | 'warm'
  /** How many of the page's first questions are shown elsewhere on it (the chat's stand-in). */
  skip?: number
  /** The way on after the answers, where the page has no closing band (Ask Flushy's). */
  children?: ReactNode
  /** The first answer open: beside a large heading, two closed questions read as thin (/prices, review 19). */
  openFirst?: boolean
}

/** The page's common questions in a band of their own (#questions), the heading beside the list on wide screens. */
export function PageQuestions({ page, heading, intro, tone, skip = 0, children, openFirst }: PageQuestionsProps) {
  return (
    <Section id="questions" heading={heading} intro={intro} tone={tone} headingBeside>
      <QuestionList id={questionsListId} items={questionsFor(page).slice(skip)} openFirst={openFirst} />
      {children}
    </Section>
  )
}

import { questions } from '../../data/questions.ts'
import type { QuestionPage } from '../../data/schemas.ts'
import { StaticContent } from '../ui/StaticContent.tsx'
import { QuestionList } from './QuestionList.tsx'

/** Where a page's list of questions is, for the search that works over it (QuestionSearch). */
export const questionsListId = 'questions-list'

/** The common questions that suit a page, as HTML sent once (see StaticContent). */
export function PageQuestions({ page }: { page: QuestionPage }) {
  return (
    <StaticContent id={questionsListId}>
      {import.meta.env.SSR && <QuestionList questions={questions.filter((question) => question.pages.includes(page))} />}
    </StaticContent>
  )
}

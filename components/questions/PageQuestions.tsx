import { questions } from '../../data/questions.ts'
import type { QuestionPage } from '../../data/schemas.ts'
import { QuestionList } from './QuestionList.tsx'

/** Where a page's list of questions is, for the search that works over it (QuestionSearch). */
export const questionsListId = 'questions-list'

/** The common questions that suit a page. */
export function PageQuestions({ page }: { page: QuestionPage }) {
  return (
    <div id={questionsListId}>
      <QuestionList questions={questions.filter((question) => question.pages.includes(page))} />
    </div>
  )
}

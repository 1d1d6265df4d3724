import styled from '@emotion/styled'
import { useState, type MouseEvent } from 'react'
import { useElementId } from '../../hooks/page-context.tsx'
import { colors, layout } from '../theme/theme.ts'
import { questionsListId } from './PageQuestions.tsx'
import { searchQuestionList, type FoundQuestion } from './question-search.ts'
import { questionSearchCopy } from '../../data/content.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'

const Label = styled.label`
  display: block;
  font-weight: 700;
  margin-bottom: 0.35rem;
`
const Input = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.4rem 0.9rem;
  border: 2px solid ${colors.navy};
  border-radius: ${layout.radius};
  font: inherit;
`
const Count = styled.p`
  color: ${colors.muted};
  margin: 0.5rem 0;
`
const Found = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li + li {
    margin-top: 0.35rem;
  }
`

const search = (typed: string): FoundQuestion[] => {
  const list = document.getElementById(questionsListId)
  return list ? searchQuestionList(list, typed) : []
}

/** Opens the answer chosen from the results, since a link alone would land on it closed. */
function openAnswer(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1))
  if (target instanceof HTMLDetailsElement) target.open = true
}

/** Finds answers among the page's common questions by whatever word the visitor types. */
export function QuestionSearch() {
  const copy = questionSearchCopy.questionSearch
  const inputId = useElementId('question-search')
  const [typed, setTyped] = useState('')
  // Shown only in the browser, once the chat is known to be unavailable, so the page's list is there to read.
  const [found, setFound] = useState<FoundQuestion[]>(() => search(''))
  return (
    <div>
      <Label htmlFor={inputId}>{copy.label}</Label>
      <Input
        id={inputId}
        type="search"
        value={typed}
        placeholder={copy.placeholder}
        onChange={(event) => {
          setTyped(event.target.value)
          setFound(search(event.target.value))
        }}
      />
      <Count role="status">
        {fillPlaceholders(typed.trim() ? (found.length === 1 ? copy.oneMatch : copy.manyMatch) : copy.allAnswers, {
          count: String(found.length),
          typed: typed.trim(),
        })}
      </Count>
      {/* The list only once something is typed: before, the count says what there is to search. */}
      <Found aria-label={copy.resultsName} hidden={!typed.trim()}>
        {found.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={openAnswer}>
              {item.question}
            </a>
          </li>
        ))}
      </Found>
    </div>
  )
}

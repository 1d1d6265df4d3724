import styled from '@emotion/styled'
import { MapPin, Search } from 'lucide-react'
import { useState, type ComponentProps, type FormEvent } from 'react'
import { useElementId } from '../../hooks/page-context.tsx'
import { colors, layout } from '../theme/theme.ts'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { Button, ButtonLink, ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import type * as CoverageEngine from '../../data/coverage-check.ts'
import type { CoverageAnswer, CoverageDescription } from '../../data/coverage-check.ts'
import type * as LocalAreaSummaries from '../../data/local-area-summaries.ts'
import { takesEnquiries, type EnquiryFieldName } from '../../enquiry/fields.ts'
import { AskFlushyButton, PricesButton } from '../ui/PageButtons.tsx'
import { cardSurface } from '../ui/shared-styles.ts'
import { EnquiryLink } from '../enquiry/EnquiryLink.tsx'
import { routes } from '../../data/routes.ts'
import { coverageCheckCopy as copy } from '../../data/content.ts'

const Form = styled.form`
  ${cardSurface}
  padding: 1.25rem;
  max-width: 40rem;
`
const Label = styled.label`
  display: block;
  font-size: 1.125rem;
  font-weight: 800;
  color: ${colors.navy};
`
/** Never a lone word on its last line (the example postcode); balanced, it broke at 60% of the box, read as broken. */
const Hint = styled.p`
  margin: 0.25rem 0 0.75rem;
  color: ${colors.muted};
  text-wrap: pretty;
`
/** The box and its button share what room there is; where both do not fit, each takes a line of its own. */
const PostcodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > button {
    flex: 1 1 auto;
  }
`
/** Room for a whole postcode, never narrower than Check Coverage Now beside it (a narrow box read as an afterthought, review 14). */
const PostcodeBox = styled.input`
  flex: 1 1 13rem;
  min-width: 0;
  min-height: 3rem;
  padding: 0.5rem 1rem;
  border: 2px solid ${colors.navy};
  border-radius: ${layout.radius};
  font: inherit;
  font-size: 1.125rem;
  text-transform: uppercase;
  &[aria-invalid='true'] {
    border-color: ${colors.error};
  }
  &::placeholder {
    text-transform: none;
  }
`
/** The enquiry's own field name, so the guided quote's form, sent without the app, fills the enquiry form's box. */
const postcodeField: EnquiryFieldName = 'postcode'

/** The postcode box, with the keyboard and autofill a postcode wants. */
function PostcodeInput(props: ComponentProps<'input'>) {
  return (
    <PostcodeBox
      name={postcodeField}
      type="text"
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="go"
      maxLength={16}
      placeholder={copy.placeholder}
      {...props}
    />
  )
}
/** The check's own words about a postcode it cannot read, beside the box. */
const PostcodeError = styled.p`
  margin: 0.5rem 0 0;
  color: ${colors.error};
  font-weight: 700;
  &:empty {
    display: none;
  }
`
interface PostcodeFieldProps {
  id: string
  /** The check's message, empty when there is none. */
  error: string
  /** Starts loading the check as the box is focused. */
  preload: () => void
  /** The id of a hint the box is described by, besides the message. */
  hintId?: string
}

/**
 * The postcode box, Check Coverage Now beside it (secondary: Book Now stays the one primary near
 * it) and the check's message under them, as the coverage check and the guided quote ask for it.
 */
export function PostcodeField({ id, error, preload, hintId }: PostcodeFieldProps) {
  const errorId = `${id}-error`
  return (
    <>
      <PostcodeRow>
        <PostcodeInput
          id={id}
          aria-describedby={hintId ? `${hintId} ${errorId}` : errorId}
          aria-invalid={error ? true : undefined}
          onFocus={preload}
        />
        <Button type="submit" $tone="secondary">
          <Search aria-hidden size={20} />
          {copy.button}
        </Button>
      </PostcodeRow>
      <PostcodeError id={errorId} role="alert">
        {error}
      </PostcodeError>
    </>
  )
}

const Answer = styled.div`
  &:not(:empty) {
    margin-top: 1rem;
    padding-top: 1rem;
    border-top: 1px solid ${colors.border};
  }
`
const Headline = styled.p`
  font-size: 1.125rem;
  font-weight: 800;
  color: ${colors.navy};
  margin-bottom: 0.25rem;
`

export interface Answered {
  answer: Exclude<CoverageAnswer, { kind: 'invalid' }>
  description: CoverageDescription
}

/** The check and the local pages' postcodes, fetched the first time either is wanted (again after a failure). */
let loading: Promise<[typeof CoverageEngine, typeof LocalAreaSummaries]> | null = null
const loadCheck = () =>
  (loading ??= Promise.all([import('../../data/coverage-check.ts'), import('../../data/local-area-summaries.ts')]).catch(
    (error: unknown) => {
      loading = null
      throw error
    },
  ))

/**
 * "Do you cover me?" answered from data in the browser, with no network call beyond loading the
 * check the first time (`preload` as the visitor shows interest, so the answer comes at once): the
 * answer, or the check's words beside the box about a postcode it cannot read. The coverage check
 * and the guided quote both ask with it.
 */
export function usePostcodeCheck() {
  const [error, setError] = useState('')
  const [answered, setAnswered] = useState<Answered | null>(null)
  const check = async (typed: string): Promise<Answered | null> => {
    try {
      const [{ checkCoverage, describeCoverage }, { localAreaSummaries }] = await loadCheck()
      const answer = checkCoverage(typed, localAreaSummaries)
      const result = answer.kind === 'invalid' ? null : { answer, description: describeCoverage(answer) }
      setError(answer.kind === 'invalid' ? answer.message : '')
      setAnswered(result)
      return result
    } catch {
      // Offline, or the file failed to arrive: a person can still answer.
      setAnswered(null)
      setError(copy.loadFailed)
      return null
    }
  }
  const preload = () => void loadCheck().catch(() => undefined)
  return { error, answered, check, preload }
}

/**
 * The next steps that suit the answer: book where we go, call where we would need to talk first;
 * and the enquiry form, postcode filled in, wherever it would take the enquiry (not for a
 * postcode we cannot place, which it would refuse).
 */
function NextSteps({ answer, description }: Answered) {
  const askUs = takesEnquiries(answer)
  const enquiryLink = askUs && <EnquiryLink tone="secondary" prefill={{ postcode: answer.postcode }} />
  if (answer.kind === 'local' || answer.kind === 'covered') {
    return (
      <ButtonRow>
        <BookNowButton />
        {enquiryLink}
        {description.link ? (
          <ButtonLink href={description.link.href} $tone="secondary">
            <MapPin aria-hidden size={20} />
            {description.link.label}
          </ButtonLink>
        ) : (
          <PricesButton />
        )}
      </ButtonRow>
    )
  }
  return (
    <ButtonRow>
      <CallButton tone="secondary" />
      {enquiryLink}
      <AskFlushyButton />
    </ButtonRow>
  )
}

/**
 * The postcode check with the next steps its answer suits. Without JavaScript the form goes to the
 * list of regions we cover.
 */
export function CoverageCheck() {
  const ids = useElementId('postcode')
  const inputId = `${ids}-postcode`
  const hintId = `${ids}-hint`
  const { error, answered, check, preload } = usePostcodeCheck()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('postcode')
    void check(typeof typed === 'string' ? typed : '')
  }

  return (
    <Form action={`${routes.areas}#regions`} method="get" onSubmit={onSubmit}>
      <Label htmlFor={inputId}>{copy.label}</Label>
      <Hint id={hintId}>{copy.hint}</Hint>
      <PostcodeField id={inputId} error={error} preload={preload} hintId={hintId} />
      <Answer role="status">
        {answered && (
          <>
            <Headline>{answered.description.headline}</Headline>
            <p>{answered.description.detail}</p>
            <NextSteps {...answered} />
          </>
        )}
      </Answer>
    </Form>
  )
}

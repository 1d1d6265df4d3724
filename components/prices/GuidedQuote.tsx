import styled from '@emotion/styled'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { formatPounds } from '../../data/format.ts'
import { colors, layout } from '../theme/theme.ts'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { VisuallyHidden, visuallyHidden } from '../ui/VisuallyHidden.tsx'
import { priceOptions, priceSummary, type PriceOption } from '../../data/price-options.ts'
import type { PriceRow } from '../../data/schemas.ts'
import { choiceGapRem, choiceGrids, type ChoiceGrid } from './choice-grid.ts'
import { cardSurface, disc } from '../ui/shared-styles.ts'
import { EnquiryLink } from '../enquiry/EnquiryLink.tsx'
import { PostcodeField, usePostcodeCheck, type Answered } from '../coverage/CoverageCheck.tsx'
import { useElementId } from '../../hooks/page-context.tsx'
import { routes } from '../../data/routes.ts'
import { takesEnquiries, type EnquiryAnswers, type EnquiryFieldName } from '../../enquiry/fields.ts'
import { pricesFinderCopy, siteCopy } from '../../data/content.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'
import { noFixPremium, startingPrices } from '../../data/facts.ts'

/**
 * The guided quote: radiator count → postcode → both prices and the coverage answer together →
 * Book Now, or Ask us to call with the answers carried. Book Now stands in the third step from the
 * start, for a visitor who needs no more.
 *
 * The price answers in CSS alone, before the app has loaded or without it: each radio's :checked
 * state shows its own values (every count's values stacked in one place, so nothing moves). The
 * postcode is checked in the browser once the app runs; without it, the form goes by GET to the
 * enquiry form, which the Worker fills with the count and the postcode (worker/pages.ts).
 *
 * The answers live in the address (`?radiators=14&postcode=N13`), so back, reload and a shared
 * link bring the same quote back.
 */
const noChoice = 'none'
const radiatorsField: EnquiryFieldName = 'radiators'
const postcodeField: EnquiryFieldName = 'postcode'
/** One selector per option, listed together: `&:has([value="14"]:checked) [data-count~="14"], …` */
const whenChosen = priceOptions.map((option) => `&:has([value="${option.answer}"]:checked) [data-count~="${option.value}"]`).join(',\n')

const Form = styled.form`
  ${cardSurface}
  padding: 1rem;
  display: grid;
  gap: 1rem;
  [data-stack] {
    display: inline-grid;
  }
  [data-stack] > * {
    grid-area: 1 / 1;
    visibility: hidden;
  }
  &:not(:has([data-choices] :checked)) [data-count~='${noChoice}'],
  ${whenChosen} {
    visibility: visible;
  }
`

/** The step's number in a navy disc before its question. */
const Step = styled.span`
  ${disc('1.75rem', colors.navy, colors.white)}
  font-size: 0.9375rem;
  font-weight: 800;
`
/** The number beside the question's first line, however many lines the question takes. */
const questionLook = `
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0;
  font-size: 1.125rem;
  font-weight: 800;
  color: ${colors.navy};
`
/**
 * Once a count is chosen by touch or mouse, the choices fold to the chosen one with Change beside
 * it, so the prices and the next steps come up the screen. While the keyboard moves through them
 * (the group holds :focus-visible), or after Change, they stay open; folded, the others are only
 * out of sight, so arrow keys reach them and open the group again. CSS alone, so it works before
 * the app and without it; the app folds them again after a new choice, and keeps a quote put back
 * from the address open (data-open), so nothing moves before the visitor acts.
 */
const folded = '&:not([data-open]):has([data-choices] :checked):not(:has([data-choices] :focus-visible, [data-change] :checked))'
/**
 * Before any choice: "Up to 10", drawn as chosen since its prices show (a pale tint read as hover
 * or disabled, review 11), and "More than 10", which shows the
 * rest, so the prices come up the screen. The rest are only out of sight: arrow keys reach (and
 * choose) them, which shows them all, as any choice or a count put back from the address does.
 */
const atRest = '&:not(:has([data-choices] :checked, [data-more] :checked))'
const Count = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    ${questionLook}
  }
  ${folded} {
    [data-hint] {
      display: none;
    }
    [data-choices] {
      display: flex;
      flex: none;
    }
    /* Out of sight, not out of reach: arrow keys and screen readers still move through every count. */
    [data-choices] label:not(:has(:checked)) {
      ${visuallyHidden}
    }
    [data-choices] span {
      min-width: 5.5rem;
    }
  }
  ${folded}, &:has([data-change] :checked) {
    [data-change] {
      display: block;
    }
  }
  [data-more] {
    display: none;
  }
  ${atRest} {
    [data-choices] {
      display: flex;
      flex: 1 1 0;
    }
    [data-choices] label + label {
      ${visuallyHidden}
    }
    [data-choices] label,
    [data-more] {
      display: block;
      flex: 1 1 0;
    }
    [data-choices] span {
      background: ${colors.navy};
      color: ${colors.white};
    }
  }
`
const Hint = styled.p`
  color: ${colors.muted};
  font-size: 0.9375rem;
  margin: 0.25rem 0 0.5rem;
`
/** Full rows at every width: as many columns as fit, the first and last choices filling the spare cells (see choice-grid.ts). */
const gridRule = (grid: ChoiceGrid) => `--columns:${grid.columns};--first-span:${grid.firstSpan};--last-span:${grid.lastSpan}`
const [narrowest, ...wider] = choiceGrids(priceOptions.length).reverse()
const ChoicesWidth = styled.div`
  container-type: inline-size;
  display: flex;
  flex-wrap: wrap;
  gap: ${choiceGapRem}rem;
`
const Choices = styled.div`
  flex: 1 0 100%;
  display: grid;
  grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
  gap: ${choiceGapRem}rem;
  ${narrowest && gridRule(narrowest)};
  ${wider.map((grid) => `@container (min-width:${grid.minWidthRem}rem){${gridRule(grid)}}`).join('')}
`
const Choice = styled.label`
  position: relative;
  &:first-of-type {
    grid-column: span var(--first-span);
  }
  &:last-of-type {
    grid-column: span var(--last-span);
  }
  input {
    ${visuallyHidden}
  }
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
    padding: 0 0.5rem;
    white-space: nowrap;
    border: 2px solid ${colors.navy};
    border-radius: ${layout.pillRadius};
    background: ${colors.white};
    color: ${colors.navy};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  input:checked + span {
    background: ${colors.navy};
    color: ${colors.white};
  }
  input:focus-visible + span {
    outline: 3px solid ${colors.focusOnLight};
    outline-offset: 3px;
  }
`
/** Opens the folded choices again: a checkbox, so it works without the app (see Count). */
const Change = styled.label`
  display: none;
  position: relative;
  input {
    ${visuallyHidden}
  }
  span {
    display: block;
    line-height: 2.75rem;
    padding: 0 0.5rem;
    color: ${colors.navy};
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
  input:focus-visible + span {
    outline: 3px solid ${colors.focusOnLight};
  }
`

const Prices = styled.section`
  display: grid;
  gap: 0.5rem;
`
const PricesHeading = styled.p`
  margin: 0;
  font-weight: 800;
  color: ${colors.navy};
`
/**
 * One option to a row, its name and price on the left and its terms beside them (side by side at
 * 390 px, the terms broke "Guaranteed for / 1 year", review 14); under them where the row is narrow.
 */
const Options = styled.div`
  display: grid;
  gap: 0.5rem;
`
const Option = styled.div`
  border-radius: ${layout.radius};
  padding: 0.6rem 0.75rem;
  background: ${colors.warmGrey};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  &[data-featured] {
    background: ${colors.accentWash};
  }
  p {
    margin: 0;
  }
`
const OptionHead = styled.div`
  flex: 0 0 6.75rem;
`
const OptionName = styled.p`
  font-weight: 700;
  font-size: 0.9375rem;
  white-space: nowrap;
`
const Price = styled.p`
  white-space: nowrap;
  font-size: clamp(1.375rem, 4vw, 1.75rem);
  font-weight: 800;
  color: ${colors.navy};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`
const Terms = styled.p`
  flex: 1 1 9rem;
  font-size: 0.9375rem;
`
/**
 * What every price includes: the answer to "is £1,400 really £1,400?", so in the text's own colour,
 * not small print; the link to the full list never splits over two lines.
 */
const Included = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  a {
    white-space: nowrap;
  }
`

const PostcodeLabel = styled.label`
  ${questionLook}
`
const NextStepQuestion = styled.p`
  ${questionLook}
  margin: 0;
`
/** The second step answered on a local page: a tick, as the coverage answer's own yes. */
const LocalAnswer = styled.p`
  margin: 0.25rem 0 0;
  &::before {
    content: '✓ ';
    font-weight: 700;
    color: ${colors.success};
  }
`
const Answer = styled.div`
  p {
    margin: 0 0 0.5rem;
  }
`
/**
 * On a local page, the form's own button asks us to call, so the chosen count goes with or without
 * the app; it looks as the link in its place on the home page and /prices does (review 25 saw an
 * outlined button here and a link there).
 */
const AskUsToCall = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
`
const Headline = styled.p`
  font-size: 1.125rem;
  font-weight: 800;
  color: ${colors.navy};
`

interface StackValue {
  /** The choices that show this text, space-separated: `[data-count~="14"]` finds them. */
  counts: string
  text: string
}

/** Every option's value in one place; CSS shows the chosen one (see Form). */
function Stack({ values }: { values: StackValue[] }) {
  return (
    <span data-stack="">
      {values.map(({ counts, text }) => (
        <span key={counts} data-count={counts}>
          {text}
        </span>
      ))}
    </span>
  )
}

/** One entry per distinct text, the one before any choice (`none`) among them: the starting price is the first row's, and the premium is often the same for every count. */
function stackOf(whenNone: string, text: (option: PriceOption) => string): StackValue[] {
  const countsByText = new Map<string, string[]>([[whenNone, [noChoice]]])
  for (const option of priceOptions) countsByText.set(text(option), [...(countsByText.get(text(option)) ?? []), option.value])
  return [...countsByText].map(([shown, counts]) => ({ counts: counts.join(' '), text: shown }))
}

/** "£980 more than Standard.": said from the start, for the starting prices, so the card is as full before a choice as after. */
const premiumLine = (row: PriceRow) => fillPlaceholders(pricesFinderCopy.finder.premium, { amount: formatPounds(noFixPremium(row)) })

/** One option: its name, its price for the chosen count (the starting price before a choice), and its terms. */
function OptionCard({
  option: name,
  featured = false,
  children,
}: {
  option: 'standard' | 'noFix'
  featured?: boolean
  children: ReactNode
}) {
  const { finder: copy, optionNames } = pricesFinderCopy
  return (
    <Option data-featured={featured ? '' : undefined}>
      <OptionHead>
        <OptionName>{optionNames[name]}</OptionName>
        <Price>
          <Stack
            values={stackOf(formatPounds(startingPrices[name]), (option) => (option.row ? formatPounds(option.row[name]) : copy.onRequest))}
          />
        </Price>
      </OptionHead>
      <Terms>{children}</Terms>
    </Option>
  )
}

/** Enter on a radio would send the form (browsers submit a form on Enter): choosing stays here. */
const stayOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault()
}

/**
 * Book where we go, the quote carried to the calendar; call where we would need to talk first; the
 * enquiry form, answers filled in, wherever it would take the enquiry.
 */
function NextStep({ answer, description, radiators }: Answered & { radiators: string | undefined }) {
  const answers = { postcode: answer.postcode, radiators }
  const askUs = takesEnquiries(answer) && <EnquiryLink prefill={answers} />
  return (
    <>
      <Headline>{description.headline}</Headline>
      <p>{description.detail}</p>
      <ButtonRow>
        {answer.kind === 'local' || answer.kind === 'covered' ? <BookNowButton quote={answers} /> : <CallButton tone="primary" />}
        {askUs}
      </ButtonRow>
    </>
  )
}

/** Writes the answers into the address, keeping the router's own history state. */
function keepInAddress(answers: EnquiryAnswers) {
  const url = new URL(location.href)
  for (const [name, value] of Object.entries(answers)) {
    if (value) url.searchParams.set(name, value)
    else url.searchParams.delete(name)
  }
  history.replaceState(history.state, '', url)
}

interface GuidedQuoteProps {
  /** A link to the full list under the prices (every page but /prices). */
  linkToPrices?: boolean
  /**
   * On a local page, its area's name: the second step is answered already (we come to the area
   * the page is about), so it says so in place of a postcode box, and asking us to call becomes
   * the part's second button (review 17: "Do we come to you?" on /palmers-green, our own base).
   */
  localArea?: string | undefined
}

/** The guided quote, in the hero of the home page, /prices and each local page. */
export function GuidedQuote({ linkToPrices = false, localArea }: GuidedQuoteProps) {
  const { finder: copy } = pricesFinderCopy
  const ids = useElementId('quote')
  const form = useRef<HTMLFormElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const { error, answered, check: checkPostcode, preload } = usePostcodeCheck()
  const [radiators, setRadiators] = useState<string>()
  const changeCount = useRef<HTMLInputElement>(null)
  const countGroup = useRef<HTMLFieldSetElement>(null)

  const check = async (postcode: string) => {
    const checked = await checkPostcode(postcode)
    if (checked) keepInAddress({ postcode: checked.answer.postcode })
  }

  // Once the app runs: a quote in the address (back, reload, a shared link) is put back, and a count
  // chosen before the app arrived (the prices answer in CSS alone, and that first tap loads the app)
  // is taken up, so the next step carries it.
  useEffect(() => {
    const elements = form.current?.elements
    if (!elements) return
    const query = new URLSearchParams(location.search)
    const choices = elements.namedItem(radiatorsField) as RadioNodeList
    const inAddress = query.get(radiatorsField)
    // A quote put back stays open: folding it now would move the page under a visitor who has not touched it.
    if (inAddress) {
      choices.value = inAddress
      countGroup.current?.setAttribute('data-open', '')
    } else if (choices.value) keepInAddress({ radiators: choices.value })
    setRadiators(choices.value || undefined)
    const postcode = query.get(postcodeField)
    const box = elements.namedItem(postcodeField)
    if (postcode && box instanceof HTMLInputElement) {
      box.value = postcode
      void check(postcode)
    }
    // Once, on arrival: later answers are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onCount = (event: ChangeEvent<HTMLInputElement>) => {
    const option = priceOptions.find((candidate) => candidate.answer === event.target.value)
    if (option) setAnnouncement(priceSummary(option))
    keepInAddress({ radiators: event.target.value })
    setRadiators(event.target.value)
    if (changeCount.current) changeCount.current.checked = false
    countGroup.current?.removeAttribute('data-open')
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A local page's form has no postcode to check: the browser sends the count to the enquiry form.
    if (localArea) return
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get(postcodeField)
    void check(typeof typed === 'string' ? typed : '')
  }

  const postcodeId = `${ids}-postcode`
  return (
    <Form id="quote" ref={form} action={routes.enquiry} method="get" onSubmit={onSubmit}>
      <Count ref={countGroup}>
        <legend>
          <Step aria-hidden>1</Step>
          {copy.question}
        </legend>
        <Hint data-hint="">{copy.hint}</Hint>
        <ChoicesWidth>
          <Choices data-choices="">
            {priceOptions.map((option) => (
              <Choice key={option.value}>
                <input type="radio" name={radiatorsField} value={option.answer} onChange={onCount} onKeyDown={stayOnEnter} />
                <span>{option.short}</span>
              </Choice>
            ))}
          </Choices>
          {/* Shows the counts past the first (see atRest), without the app too; arrow keys reach them from the first as well. */}
          <Choice data-more="">
            <input type="checkbox" />
            <span>{copy.moreCounts}</span>
          </Choice>
          <Change data-change="">
            <input type="checkbox" ref={changeCount} />
            <span>{copy.changeCount}</span>
          </Change>
        </ChoicesWidth>
      </Count>
      <Prices aria-label={copy.resultName}>
        <PricesHeading>
          <Stack values={stackOf(copy.pricesForYourHome, (option) => fillPlaceholders(copy.pricesFor, { option: option.phrase }))} />
        </PricesHeading>
        <Options>
          <OptionCard option="standard">{copy.standardTerms}</OptionCard>
          <OptionCard option="noFix" featured>
            {`${copy.noFixTerms} `}
            <Stack
              values={stackOf(premiumLine(startingPrices), (option) => (option.row ? premiumLine(option.row) : copy.premiumOnRequest))}
            />
          </OptionCard>
        </Options>
        <Included>
          {linkToPrices ? `${copy.included} ` : copy.included}
          {linkToPrices && <a href={`${routes.prices}#price-list`}>{siteCopy.buttons.viewPrices}</a>}
        </Included>
      </Prices>
      {localArea ? (
        <div>
          <NextStepQuestion>
            <Step aria-hidden>2</Step>
            {copy.postcodeQuestion}
          </NextStepQuestion>
          <LocalAnswer>{fillPlaceholders(copy.localAnswer, { area: localArea })}</LocalAnswer>
        </div>
      ) : (
        <div>
          <PostcodeLabel htmlFor={postcodeId}>
            <Step aria-hidden>2</Step>
            {copy.postcodeQuestion}
          </PostcodeLabel>
          <Hint>{copy.postcodeHint}</Hint>
          <PostcodeField id={postcodeId} error={error} preload={preload} />
        </div>
      )}
      <div>
        <NextStepQuestion>
          <Step aria-hidden>3</Step>
          {copy.nextStepQuestion}
        </NextStepQuestion>
        <Hint>{copy.bookingNote}</Hint>
        {/* Book Now, or ask us to call, from the start; once the postcode is checked, the way that suits where the visitor lives. */}
        <Answer role="status">
          {answered ? (
            <NextStep {...answered} radiators={radiators} />
          ) : (
            <ButtonRow>
              <BookNowButton quote={{ radiators }} />
              {/* A plain link (the postcode's button is the quote's secondary); on a local page, with no postcode to
                  check, the form's own button in the same look, which carries the chosen count with or without the app. */}
              {localArea ? (
                <AskUsToCall type="submit">{siteCopy.buttons.askUsToCall}</AskUsToCall>
              ) : (
                <EnquiryLink prefill={{ radiators }} tone="text" />
              )}
            </ButtonRow>
          )}
        </Answer>
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Form>
  )
}

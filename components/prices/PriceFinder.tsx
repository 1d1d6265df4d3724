import styled from '@emotion/styled'
import { useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react'
import { formatPounds } from '../../data/format.ts'
import { colors, layout, media } from '../theme/theme.ts'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { VisuallyHidden, visuallyHidden } from '../ui/VisuallyHidden.tsx'
import { priceOptions, priceSummary, type PriceOption } from './price-options.ts'
import { choiceGapRem, choiceGrids, type ChoiceGrid } from './choice-grid.ts'
import { AskFlushyButton, PricesButton } from '../ui/PageButtons.tsx'
import { cardSurface } from '../ui/card-surface.ts'
import { EnquiryFormButton } from '../enquiry/EnquiryLink.tsx'
import { routes } from '../../data/routes.ts'
import type { EnquiryFieldName } from '../../enquiry/fields.ts'
import { pricesFinderCopy } from '../../data/content.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'
import { noFixPremium, premiumRange, pricing, startingPrices } from '../../data/facts.ts'

/**
 * The finder works in CSS alone, so it answers before the app has loaded or without it: each
 * radio's :checked state shows its own values in the result (stacked in one place, so nothing
 * moves) and marks its row in the price list, when the list sits inside the same area. Without
 * :has() support the "from" prices stay and the list below still answers.
 *
 * It is also a form that asks us to call: its radios are the enquiry form's radiator count, so
 * the button under the answer opens the form with the chosen count filled in (one button, where
 * a link per answer would weigh on every page that shows the finder).
 */
const noChoice = 'none'
const radiatorsField: EnquiryFieldName = 'radiators'
/** What a choice fills in on the enquiry form: its count, or for "26 or more" the first count of it. */
const enquiryValue = (option: PriceOption) => (option.row ? option.value : String(pricing.contactFromRadiators))
/** One selector per option, listed together: `&:has([value="14"]:checked) [data-count="14"], …` */
const whenChosen = (attribute: string) =>
  priceOptions.map((option) => `&:has([value="${enquiryValue(option)}"]:checked) [${attribute}="${option.value}"]`).join(',\n')

const Area = styled.form`
  [data-stack] {
    display: inline-grid;
  }
  [data-stack] > * {
    grid-area: 1 / 1;
    visibility: hidden;
  }
  [data-count='${noChoice}'],
  ${whenChosen('data-count')} {
    visibility: visible;
  }
  &:has(:checked) [data-count='${noChoice}'] {
    visibility: hidden;
  }
  ${whenChosen('data-price-row')} {
    background: ${colors.accentWash};
    box-shadow: inset 0 0 0 3px ${colors.accent};
  }
`

const Finder = styled.fieldset`
  border: 0;
  margin: 0 0 1.25rem;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-size: 1.25rem;
    font-weight: 800;
    color: ${colors.navy};
  }
`
const Hint = styled.p`
  color: ${colors.muted};
  margin: 0.25rem 0 0.75rem;
`
/** Full rows at every width: as many columns as fit, the first and last choices filling the spare cells (see choice-grid.ts). */
const gridRule = (grid: ChoiceGrid) => `--columns:${grid.columns};--first-span:${grid.firstSpan};--last-span:${grid.lastSpan}`
const [narrowest, ...wider] = choiceGrids(priceOptions.length).reverse()
const ChoicesWidth = styled.div`
  container-type: inline-size;
`
const Choices = styled.div`
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

const Result = styled.section`
  ${cardSurface}
  padding: 1.25rem;
`
const ResultHeading = styled.p`
  font-size: 1.125rem;
  font-weight: 800;
  color: ${colors.navy};
  margin: 0 0 0.75rem;
`
/** Side by side where each has room for its name and its price on one line each; stacked on phones. */
const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: 0.75rem;
`
const Option = styled.div<{ $featured?: boolean }>`
  border-radius: ${layout.radius};
  padding: 0.75rem;
  background: ${({ $featured }) => ($featured ? colors.accentWash : colors.warmGrey)};
  p {
    margin: 0;
  }
`
const OptionName = styled.p`
  font-weight: 700;
  white-space: nowrap;
`
const Price = styled.p`
  white-space: nowrap;
  font-size: clamp(1.5rem, 5vw, 2rem);
  font-weight: 800;
  color: ${colors.navy};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`
const Premium = styled.p`
  font-size: 0.9375rem;
  font-weight: 700;
`
const Terms = styled.p`
  font-size: 0.9375rem;
  color: ${colors.text};
`
const Included = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.9375rem;
  color: ${colors.muted};
  ${media.tablet} {
    font-size: 1rem;
  }
`

interface StackValue {
  value: string
  text: ReactNode
}

/** Every option's value in one place; CSS shows the chosen one (see Area). */
function Stack({ values }: { values: StackValue[] }) {
  return (
    <span data-stack="">
      {values.map(({ value, text }) => (
        <span key={value} data-count={value}>
          {text}
        </span>
      ))}
    </span>
  )
}

const stackOf = (whenNone: ReactNode, text: (option: PriceOption) => ReactNode): StackValue[] => [
  { value: noChoice, text: whenNone },
  ...priceOptions.map((option) => ({ value: option.value, text: text(option) })),
]

interface PriceFinderProps {
  /** The full price list, when the page shows it: its rows are marked as the visitor chooses. */
  children?: ReactNode
  /** On pages other than /prices: a link to the full list instead of it. */
  linkToPriceList?: boolean
}

/** Enter on a radio would send the finder's form (browsers submit a form on Enter): choosing stays here, only the button goes to the enquiry form. */
const stayOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault()
}

/** "How many radiators?" answered at once with both prices side by side, from content/pricing.json. */
export function PriceFinder({ children, linkToPriceList }: PriceFinderProps) {
  const { finder: copy, optionNames } = pricesFinderCopy
  const [announcement, setAnnouncement] = useState('')
  const announce = (event: ChangeEvent<HTMLInputElement>) => {
    const option = priceOptions.find((candidate) => enquiryValue(candidate) === event.target.value)
    if (option) setAnnouncement(priceSummary(option))
  }
  return (
    <Area action={routes.enquiry} method="get">
      <Finder>
        <legend>{copy.question}</legend>
        <Hint>{copy.hint}</Hint>
        <ChoicesWidth>
          <Choices>
            {priceOptions.map((option) => (
              <Choice key={option.value}>
                <input type="radio" name={radiatorsField} value={enquiryValue(option)} onChange={announce} onKeyDown={stayOnEnter} />
                <span>{option.short}</span>
              </Choice>
            ))}
          </Choices>
        </ChoicesWidth>
      </Finder>
      <Result aria-label={copy.resultName}>
        <ResultHeading>
          <Stack values={stackOf(copy.pricesForYourHome, (option) => fillPlaceholders(copy.pricesFor, { option: option.phrase }))} />
        </ResultHeading>
        <Options>
          <Option>
            <OptionName>{optionNames.standard}</OptionName>
            <Price>
              <Stack
                values={stackOf(fillPlaceholders(copy.from, { price: formatPounds(startingPrices.standard) }), (option) =>
                  option.row ? formatPounds(option.row.standard) : copy.onRequest,
                )}
              />
            </Price>
            <Terms>{copy.standardTerms}</Terms>
          </Option>
          <Option $featured>
            <OptionName>{optionNames.noFix}</OptionName>
            <Price>
              <Stack
                values={stackOf(fillPlaceholders(copy.from, { price: formatPounds(startingPrices.noFix) }), (option) =>
                  option.row ? formatPounds(option.row.noFix) : copy.onRequest,
                )}
              />
            </Price>
            <Premium>
              <Stack
                values={stackOf(fillPlaceholders(copy.premium, { amount: premiumRange(formatPounds) }), (option) =>
                  option.row ? fillPlaceholders(copy.premium, { amount: formatPounds(noFixPremium(option.row)) }) : copy.premiumOnRequest,
                )}
              />
            </Premium>
            <Terms>{copy.noFixTerms}</Terms>
          </Option>
        </Options>
        <Included>{copy.included}</Included>
        <ButtonRow>
          <BookNowButton />
          {linkToPriceList ? <PricesButton toList>{copy.fullPriceList}</PricesButton> : <AskFlushyButton />}
          <CallButton />
          <EnquiryFormButton tone="secondary" />
        </ButtonRow>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Result>
      {children}
    </Area>
  )
}

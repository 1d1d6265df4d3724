import styled from '@emotion/styled'
import { colors, layout, media } from '../theme/theme.ts'
import { cardSurface, stepNumber } from '../ui/shared-styles.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'

/**
 * Never more than two to a row, and none narrower than 22rem, so each step reads as a sentence, not
 * a narrow column, even in half of a wide page.
 */
const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  &:not(:last-child) {
    margin-bottom: 2rem;
  }
  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, max(22rem, calc(50% - 0.625rem))), 1fr));
  }
`
/**
 * On phones a timeline, the numbers joined by a line, without boxes to keep it short; from
 * tablets up each step is a card.
 */
const Step = styled.li`
  counter-increment: step;
  position: relative;
  padding-left: 3rem;
  max-width: ${layout.readableWidth};
  &::before {
    ${stepNumber('2rem')}
    left: 0;
    top: 0;
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(1rem - 1px);
    top: 2.5rem;
    bottom: -0.875rem;
    width: 2px;
    background: ${colors.border};
  }
  ${media.tablet} {
    ${cardSurface}
    padding: 1.25rem 1.25rem 1.25rem 4.25rem;
    &::before {
      ${stepNumber('2.25rem')}
      left: 1.25rem;
      top: 1.25rem;
    }
    &:not(:last-child)::after {
      content: none;
    }
  }
`
const Title = styled.h3`
  margin-bottom: 0.35rem;
`
const Text = styled.p`
  margin: 0;
`

export interface Step {
  title: string
  text: string
  /** Where the step is said in full (a section of the terms), after its text. */
  more?: { href: string; label: string }
}

/** A numbered process, every step's words in view; the numbers come from the list order, never typed. */
export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <Steps>
      {steps.map((step) => (
        <Step key={step.title}>
          <Title>{step.title}</Title>
          <Text>
            {step.text}
            {step.more && (
              <>
                {' '}
                <a href={step.more.href}>
                  {step.more.label}
                  <VisuallyHidden>: {step.title}</VisuallyHidden>
                </a>
              </>
            )}
          </Text>
        </Step>
      ))}
    </Steps>
  )
}

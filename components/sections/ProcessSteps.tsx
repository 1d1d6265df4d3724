import styled from '@emotion/styled'
import { layout, media } from '../theme/theme.ts'
import { cardSurface, stepNumber } from '../ui/shared-styles.ts'

/** Never more than two to a row, so each step reads as a sentence, not a narrow column. */
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
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`
const Step = styled.li`
  counter-increment: step;
  position: relative;
  padding: 1.25rem 1.25rem 1.25rem 4.25rem;
  ${cardSurface}
  max-width: ${layout.readableWidth};
  &::before {
    ${stepNumber('2.25rem')}
    left: 1.25rem;
    top: 1.25rem;
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
}

/** A numbered process; the numbers come from the list order, never typed. */
export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <Steps>
      {steps.map((step) => (
        <Step key={step.title}>
          <Title>{step.title}</Title>
          <Text>{step.text}</Text>
        </Step>
      ))}
    </Steps>
  )
}

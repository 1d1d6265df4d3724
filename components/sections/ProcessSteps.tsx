import styled from '@emotion/styled'
import { colors, media } from '../theme/theme.ts'

const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
  li {
    counter-increment: step;
    position: relative;
    padding: 1.25rem 1.25rem 1.25rem 4.25rem;
    background: ${colors.white};
    border: 1px solid ${colors.border};
    border-radius: 12px;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 1.25rem;
    top: 1.25rem;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${colors.navy};
    color: ${colors.white};
    font-weight: 800;
    display: flex;
    align-items: center;
    justify-content: center;
  }
  h3 {
    font-size: 1.125rem;
    margin-bottom: 0.35rem;
  }
  p {
    margin: 0;
  }
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
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </Steps>
  )
}

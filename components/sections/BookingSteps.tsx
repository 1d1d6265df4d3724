import styled from '@emotion/styled'
import { numberedSteps } from '../ui/step-number.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { cardSurface } from '../ui/card-surface.ts'
import { routes } from '../../data/routes.ts'
import { bookingSteps, sharedSectionsCopy } from '../../data/content.ts'

const Box = styled.aside`
  ${cardSurface}
  padding: 1.25rem;
  h2 {
    font-size: 1.375rem;
  }
`
const Steps = styled.ol`
  ${numberedSteps('1rem')}
`
const Step = styled.li`
  h3 {
    font-size: 1.0625rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
  }
`

/** "What happens when you book", each step with the part of the terms that says it in full. */
export function BookingSteps() {
  const copy = sharedSectionsCopy.bookingSteps
  return (
    <Box aria-labelledby="booking-steps-heading">
      <h2 id="booking-steps-heading">{copy.heading}</h2>
      <Steps>
        {bookingSteps.map((step) => (
          <Step key={step.id} id={`booking-step-${step.id}`}>
            <h3>{step.title}</h3>
            <p>
              {step.text}{' '}
              <a href={`${routes.terms}#${step.termsSection}`}>
                {copy.termsLink}
                <VisuallyHidden>: {step.title}</VisuallyHidden>
              </a>
            </p>
          </Step>
        ))}
      </Steps>
    </Box>
  )
}

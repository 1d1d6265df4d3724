import styled from '@emotion/styled'
import { ChevronDown } from 'lucide-react'
import { media } from '../theme/theme.ts'
import { cardSurface, numberedSteps } from '../ui/shared-styles.ts'
import { Disclosure } from '../ui/Disclosure.tsx'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { routes } from '../../data/routes.ts'
import { bookingSteps, sharedSectionsCopy } from '../../data/content.ts'

/** Two columns from tablets up, three on wide screens: the six steps fit a screen's height. */
const Steps = styled.ol`
  ${numberedSteps('0.5rem')}
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
    column-gap: 1rem;
    align-items: start;
  }
  ${media.wide} {
    grid-template-columns: repeat(3, 1fr);
  }
  & > li {
    ${cardSurface}
    padding: 0;
  }
  & > li::before {
    left: 0.9rem;
    top: 0.85rem;
  }
`

/** "What happens when you book", each step with the part of the terms that says it in full. */
export function BookingSteps() {
  const copy = sharedSectionsCopy.bookingSteps
  return (
    <Steps>
      {bookingSteps.map((step) => (
        <li key={step.id}>
          {/* Each step's title opens its detail: the titles alone tell the story, so a phone reads them at a glance. */}
          <Disclosure id={`booking-step-${step.id}`} $indent="3.25rem">
            <summary>
              {step.title}
              <ChevronDown aria-hidden size={20} />
            </summary>
            <p>
              {step.text}{' '}
              <a href={`${routes.terms}#${step.termsSection}`}>
                {copy.termsLink}
                <VisuallyHidden>: {step.title}</VisuallyHidden>
              </a>
            </p>
          </Disclosure>
        </li>
      ))}
    </Steps>
  )
}

import styled from '@emotion/styled'
import { enquiry } from '../../data/enquiry.ts'
import { numberedSteps } from '../ui/shared-styles.ts'

const Steps = styled.ol`
  ${numberedSteps('0.75rem')}
`

/** What happens once the form is sent, numbered: above the form's button, and again in the panel that replaces the form. */
export function NextSteps({ className }: { className?: string }) {
  return (
    <Steps className={className}>
      {enquiry.nextSteps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </Steps>
  )
}

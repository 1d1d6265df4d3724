// Beside the form on wide screens (before it on phones): the phone and when we answer it, and from
// tablets up what happens after sending. How soon we call back is said by the form's button.
import styled from '@emotion/styled'
import { enquiry } from '../../data/enquiry.ts'
import { colors, media } from '../theme/theme.ts'
import { cardSurface, numberedSteps } from '../ui/shared-styles.ts'
import { CallButton } from '../ui/CallButton.tsx'
import { openingHours } from '../../data/facts.ts'

/** Stays in view beside the form as the visitor scrolls down it, below the sticky header (its own height, not the row's, or it cannot stick). */
const Box = styled.aside`
  ${cardSurface}
  padding: 1.25rem;
  ${media.tablet} {
    position: sticky;
    top: 9rem;
    align-self: start;
  }
  background: ${colors.navyWash};
  h2 {
    font-size: 1.25rem;
  }
  ul {
    list-style: none;
    margin: 1rem 0 0;
    padding: 0;
  }
`
/**
 * Beside the form only: on a phone the box comes before ten questions and stays short. Once sent,
 * the thank-you panel in the form's place says it, so it is not said twice.
 */
const NextSteps = styled.section`
  margin-top: 1.25rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.border};
  h3 {
    font-size: 1.0625rem;
    margin-bottom: 0.75rem;
  }
  ol {
    ${numberedSteps('0.75rem')}
  }
  ${media.phone} {
    display: none;
  }
  aside:not(:has(~ * form)) > & {
    display: none;
  }
`

export function TalkNow() {
  return (
    <Box aria-labelledby="talk-now-heading">
      <h2 id="talk-now-heading">{enquiry.talkNow}</h2>
      <CallButton tone="secondary" />
      <ul>
        {openingHours.map((slot) => (
          <li key={slot.label}>
            {slot.label}: {slot.opens} to {slot.closes}
          </li>
        ))}
      </ul>
      <NextSteps aria-labelledby="talk-now-next">
        <h3 id="talk-now-next">{enquiry.sent.nextStepsHeading}</h3>
        <ol>
          {enquiry.sent.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </NextSteps>
    </Box>
  )
}

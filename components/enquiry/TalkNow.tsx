// Beside the form on wide screens (before it on phones): the phone and when we answer it, and on
// wide screens the promises every hero makes, in the column the form leaves empty. What happens
// after sending, and how soon we call back, the form says under its button.
import styled from '@emotion/styled'
import { enquiry } from '../../data/enquiry.ts'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { CallButton } from '../ui/CallButton.tsx'
import { openingHours } from '../../data/facts.ts'
import { AssuranceStrip } from '../sections/AssuranceStrip.tsx'

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
  > ul {
    list-style: none;
    margin: 1rem 0 0;
    padding: 0;
  }
`
/** On a phone the box comes before the form, where three more lines would push the first question down. */
const WideOnly = styled.div`
  ${media.phone} {
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
      <WideOnly>
        <AssuranceStrip withRating />
      </WideOnly>
    </Box>
  )
}

// Beside the form on wide screens (before it on phones): the phone and when we answer it, and on
// wide screens the promises every hero makes, in the column the form leaves empty. What happens
// after sending, and how soon we call back, the form says under its button.
import styled from '@emotion/styled'
import { enquiry } from '../../data/enquiry.ts'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { CallButton, CallLink } from '../ui/CallButton.tsx'
import { openingHours } from '../../data/facts.ts'
import { AssuranceStrip } from '../sections/AssuranceStrip.tsx'

/**
 * On a phone one line before the form, the question and the number as a link, so the first
 * question is on the first screen; from tablets up a box that stays in view beside the form as the
 * visitor scrolls, below the sticky header (its own height, not the row's, or it cannot stick).
 */
const Box = styled.aside`
  ${media.phone} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: 0.5rem;
    h2 {
      font-size: 1rem;
      margin: 0;
    }
  }
  ${media.tablet} {
    ${cardSurface}
    padding: 1.25rem;
    background: ${colors.navyWash};
    position: sticky;
    top: 9rem;
    align-self: start;
    h2 {
      font-size: 1.25rem;
    }
  }
`
const Hours = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
`
const PhoneOnly = styled.div`
  ${media.tablet} {
    display: none;
  }
`
const WideOnly = styled.div`
  ${media.phone} {
    display: none;
  }
`
export function TalkNow() {
  return (
    <Box aria-labelledby="talk-now-heading">
      <h2 id="talk-now-heading">{enquiry.talkNow}</h2>
      <PhoneOnly>
        <CallLink />
      </PhoneOnly>
      <WideOnly>
        <CallButton tone="secondary" />
        <Hours>
          {openingHours.map((slot) => (
            <li key={slot.label}>
              {slot.label}: {slot.opens} to {slot.closes}
            </li>
          ))}
        </Hours>
        <AssuranceStrip withRating />
      </WideOnly>
    </Box>
  )
}

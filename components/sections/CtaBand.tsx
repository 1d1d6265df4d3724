import styled from '@emotion/styled'
import { formatYearsAdjective } from '../../data/format.ts'
import { pricing } from '../../data/pricing.ts'
import { colors } from '../theme/theme.ts'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { Container } from '../ui/Container.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { AskFlushyButton } from '../ui/PageButtons.tsx'

const Band = styled.section`
  background: ${colors.navy};
  color: ${colors.white};
  padding: clamp(2.5rem, 7vw, 4rem) 0;
  h2 {
    color: ${colors.white};
  }
  p {
    max-width: 60ch;
  }
  a:focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`

interface CtaBandProps {
  heading?: string
  text?: string
}

/** The closing call to action on every page: Book Now, Call, Chat to Flushy, with the guarantee beside it. */
export function CtaBand({ heading = 'Ready for warm radiators again?', text }: CtaBandProps) {
  return (
    <Band aria-labelledby="cta-heading">
      <Container>
        <h2 id="cta-heading">{heading}</h2>
        <p>
          {text ?? 'Book a one-day fix, call us to talk it through, or ask Flushy anything first.'} No travel charges. Choose No Fix No Fee
          on the day and you pay nothing if we cannot clear it, with a {formatYearsAdjective(pricing.noFixGuaranteeYears)} guarantee when we
          do.
        </p>
        <ButtonRow>
          <BookNowButton />
          <CallButton tone="onDark" />
          <AskFlushyButton tone="onDark">Chat to AI Assistant</AskFlushyButton>
        </ButtonRow>
      </Container>
    </Band>
  )
}

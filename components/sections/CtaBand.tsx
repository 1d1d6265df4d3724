import styled from '@emotion/styled'
import { colors, media } from '../theme/theme.ts'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { Container } from '../ui/Container.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { AskFlushyLink } from '../ui/PageButtons.tsx'
import { siteCopy } from '../../data/content.ts'

// On phones Book Now and Call share a row (ButtonRow), on one line each. From tablets
// up, the short closing message and its row of buttons (the div after it: a class of its own would
// cost every page bytes) are centred, not leaving the right of the band empty.
// Comments stay out of the styles: their text would ship in every page's script.
const Band = styled.section`
  background: ${colors.navy};
  color: ${colors.white};
  padding: clamp(1.5rem, 6vw, 4rem) 0;
  h2 {
    color: ${colors.white};
  }
  p {
    max-width: 60ch;
  }
  ${media.phone} {
    p + div {
      gap: 0.5rem;
    }
    p + div > :nth-child(-n + 2) {
      white-space: nowrap;
    }
  }
  ${media.tablet} {
    text-align: center;
    p {
      margin-inline: auto;
    }
    p + div {
      justify-content: center;
    }
  }
  a:focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`

interface CtaBandProps {
  heading?: string
  text?: string
  /** The assistant as a third way on, where the spec asks for it (the home and local pages' Chat to AI Assistant). */
  withChat?: boolean
}

/**
 * The closing call to action: Book Now and Call (and on the home and local pages Flushy). The
 * guarantee is not restated here: the strip under every hero and the page's own words carry it.
 */
export function CtaBand({ heading = siteCopy.ctaBand.heading, text = siteCopy.ctaBand.text, withChat = false }: CtaBandProps) {
  return (
    <Band aria-labelledby="cta-heading">
      <Container>
        <h2 id="cta-heading">{heading}</h2>
        <p>{text}</p>
        <ButtonRow>
          <BookNowButton />
          <CallButton tone="onDark" />
          {withChat && <AskFlushyLink onDark>{siteCopy.ctaBand.chatButton}</AskFlushyLink>}
        </ButtonRow>
      </Container>
    </Band>
  )
}

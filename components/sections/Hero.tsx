import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { colors, media } from '../theme/theme.ts'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { Container } from '../ui/Container.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { TrustStrip } from './TrustStrip.tsx'
import { BookNowButton } from '../ui/BookNowButton.tsx'

const Band = styled.div`
  background: linear-gradient(180deg, #eaf2fb 0%, ${colors.white} 100%);
  padding: clamp(2rem, 6vw, 4rem) 0 clamp(2rem, 6vw, 3.5rem);
`
const Grid = styled(Container)<{ withArt: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.tablet} {
    grid-template-columns: ${({ withArt }) => (withArt ? '1.35fr 1fr' : 'minmax(0, 48rem)')};
  }
`
const Eyebrow = styled.p`
  font-weight: 700;
  color: ${colors.link};
  margin-bottom: 0.5rem;
`
const Lead = styled.p`
  font-size: 1.1875rem;
  max-width: 58ch;
`
const Note = styled.p`
  font-size: 0.9375rem;
  color: ${colors.muted};
  margin: 0.75rem 0 0;
`
const Art = styled.div`
  display: none;
  ${media.tablet} {
    display: block;
  }
`

interface HeroProps {
  eyebrow?: string
  title: string
  lead: ReactNode
  /** A line beside the actions, such as the guarantee. */
  note?: ReactNode
  illustration?: ReactNode
  /** The one main action; Book Now (to /availability) unless the page needs another. */
  primaryAction?: ReactNode
}

/** The page's h1, one primary action, the phone number as the secondary, and the trust strip. */
export function Hero({ eyebrow, title, lead, note, illustration, primaryAction }: HeroProps) {
  return (
    <Band>
      <Grid withArt={Boolean(illustration)}>
        <div>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          <Lead>{lead}</Lead>
          <ButtonRow>
            {primaryAction ?? <BookNowButton />}
            <CallButton />
          </ButtonRow>
          {note && <Note>{note}</Note>}
          <TrustStrip />
        </div>
        {illustration && <Art>{illustration}</Art>}
      </Grid>
    </Band>
  )
}

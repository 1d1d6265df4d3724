import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { usePageContext } from '../../hooks/usePageContext.tsx'
import { colors, media } from '../theme/theme.ts'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { Container } from '../ui/Container.tsx'
import { TrustStrip } from './TrustStrip.tsx'
import { cardSurface } from '../ui/card-surface.ts'

const Band = styled.div`
  background: linear-gradient(180deg, ${colors.navyWash} 0%, ${colors.white} 100%);
  padding: 1.25rem 0 1.75rem;
  ${media.tablet} {
    padding: 3.5rem 0;
  }
`
const Grid = styled(Container)`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`
const Text = styled.div`
  max-width: 40rem;
`
const Eyebrow = styled.p`
  font-weight: 700;
  color: ${colors.link};
  margin-bottom: 0.35rem;
`
const Lead = styled.p`
  max-width: 58ch;
  ${media.tablet} {
    font-size: 1.1875rem;
  }
`
const Note = styled.p`
  font-size: 0.9375rem;
  color: ${colors.muted};
  margin: 0.75rem 0 0;
`
/** The page's drawing, beside the words from tablets up; phones keep their first screen for the words and the actions. */
const Art = styled.figure`
  display: none;
  margin: 0;
  ${media.tablet} {
    display: block;
    ${cardSurface}
    padding: 1.25rem;
  }
`
const ArtImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
`

interface HeroProps {
  eyebrow?: string
  title: string
  lead: ReactNode
  /** A line beside the actions, such as the guarantee. */
  note?: ReactNode
  /** The one main action; Book Now (to /availability) unless the page needs another. */
  primaryAction?: ReactNode
}

/**
 * The page's h1, one primary action, the phone number as the secondary, the trust strip, and the
 * page's own drawing (named in data/pages.ts as `art`).
 */
export function Hero({ eyebrow, title, lead, note, primaryAction }: HeroProps) {
  const art = usePageContext().pageHead?.art
  return (
    <Band>
      <Grid>
        <Text>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          <Lead>{lead}</Lead>
          <ButtonRow>
            {primaryAction ?? <BookNowButton />}
            <CallButton />
          </ButtonRow>
          {note && <Note>{note}</Note>}
          <TrustStrip />
        </Text>
        {art && (
          <Art>
            <ArtImage src={art.src} width={art.width} height={art.height} alt={art.alt} loading="lazy" decoding="async" />
          </Art>
        )}
      </Grid>
    </Band>
  )
}

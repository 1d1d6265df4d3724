import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { usePageContext } from '../../hooks/page-context.tsx'
import { colors, layout, media } from '../theme/theme.ts'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { Container } from '../ui/Container.tsx'
import { AssuranceStrip } from './AssuranceStrip.tsx'
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
  position: relative;
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`
/** On phones, with a drawing, the first line (the eyebrow) leaves the drawing its corner. */
const Text = styled.div<{ $besideArt: boolean }>`
  max-width: 40rem;
  ${media.phone} {
    > :first-child {
      ${({ $besideArt }) => ($besideArt ? 'min-height: 4.5rem; margin-right: 7rem;' : '')}
    }
  }
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
/**
 * The page's drawing, beside the words from tablets up. On phones it sits small beside the
 * eyebrow, so the first screen is not words alone: small enough never to be the largest paint, and
 * its box fixed, so nothing moves as it arrives.
 */
const Art = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  ${media.phone} {
    position: absolute;
    top: 0;
    right: ${layout.gutter};
    height: 4.5rem;
    img {
      height: 100%;
      width: auto;
      max-width: 6.5rem;
      object-fit: contain;
    }
  }
  ${media.tablet} {
    display: block;
    ${cardSurface}
    padding: 1.25rem;
  }
`

/** Full width on phones, under the words; beside them from tablets up. */
const Feature = styled.div`
  min-width: 0;
`

interface HeroProps {
  eyebrow?: string
  title: string
  lead: ReactNode
  /** A line beside the actions, such as the guarantee. */
  note?: ReactNode
  /** The one main action; Book Now (to /availability) unless the page needs another. */
  primaryAction?: ReactNode
  /** The page's own hero feature (the quote, the map, the chat, the people), in place of its drawing. */
  feature?: ReactNode
  /** The rating, systems cleaned and success rate: on the one page that leads with them. */
  showFigures?: boolean
}

/**
 * The page's h1, one primary action, the phone number as the secondary, the trust strip, the
 * page's own drawing (named in content/pages.json as `art`; small beside the eyebrow on phones), and
 * under it all the memberships and cover, or the promises, that protect the customer.
 */
export function Hero({ eyebrow, title, lead, note, primaryAction, feature, showFigures = false }: HeroProps) {
  const pageArt = usePageContext().pageHead?.art
  const art = feature ? undefined : pageArt
  return (
    <Band>
      <Grid>
        <Text $besideArt={Boolean(art)}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          <Lead>{lead}</Lead>
          <ButtonRow>
            {primaryAction ?? <BookNowButton />}
            <CallButton />
          </ButtonRow>
          {note && <Note>{note}</Note>}
          {showFigures && <TrustStrip />}
          <AssuranceStrip />
        </Text>
        {feature && <Feature>{feature}</Feature>}
        {art && (
          <Art>
            <img src={art.src} width={art.width} height={art.height} alt={art.alt} loading="lazy" decoding="async" />
          </Art>
        )}
      </Grid>
    </Band>
  )
}

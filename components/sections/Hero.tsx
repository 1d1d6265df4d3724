import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { usePageContext } from '../../hooks/page-context.tsx'
import { colors, media } from '../theme/theme.ts'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton, CallLink } from '../ui/CallButton.tsx'
import { Container } from '../ui/Container.tsx'
import { AssuranceStrip } from './AssuranceStrip.tsx'
import { TrustStrip } from './TrustStrip.tsx'
import { cardSurface } from '../ui/shared-styles.ts'

const Band = styled.div`
  background: linear-gradient(180deg, ${colors.navyWash} 0%, ${colors.white} 100%);
  padding: 1.25rem 0 1.75rem;
  ${media.tablet} {
    padding: 3.5rem 0;
  }
`
/**
 * Phones: the words, then the page's feature, then the actions and proof (or the proof before a
 * feature whose height a provider decides: see `proofBeforeFeature`). From tablets up the
 * feature (or the drawing) takes the right-hand column beside both; beside a feature, the drawing
 * (or the part of the feature given as `underWords`) fills the words' column under them.
 */
const phoneAreas = ({ $restFirst, $underAfterFeature }: { $restFirst: boolean; $underAfterFeature: boolean }) => {
  if ($restFirst) return "'head' 'rest' 'under' 'feature'"
  return $underAfterFeature ? "'head' 'feature' 'under' 'rest'" : "'head' 'under' 'feature' 'rest'"
}
const Grid = styled(Container)<{ $restFirst: boolean; $underAfterFeature: boolean }>`
  display: grid;
  grid-template-areas: ${phoneAreas};
  ${media.tablet} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    grid-template-areas: 'head feature' 'rest feature' 'art feature';
    grid-template-rows: auto auto 1fr;
    column-gap: 2.5rem;
  }
`
const Head = styled.div`
  grid-area: head;
  max-width: 40rem;
`
const Rest = styled.div`
  grid-area: rest;
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
/**
 * The page's drawing, from tablets up: beside the words, or under them beside the page's feature.
 * Phones leave it out (and, being lazy, never fetch it), unless `$onPhones`: then it closes the
 * hero at full width, where it is far enough down never to be the largest paint.
 */
const Art = styled.figure<{ $besideFeature: boolean; $onPhones: boolean }>`
  margin: 0;
  ${cardSurface}
  padding: 1.25rem;
  img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 18rem;
    object-fit: contain;
  }
  figcaption {
    margin-top: 0.75rem;
    font-size: 0.9375rem;
    color: ${colors.muted};
    text-align: center;
  }
  ${media.phone} {
    /* After the last of the hero's rows (auto-placed, it would take an empty one such as 'under'). */
    ${({ $onPhones }) => ($onPhones ? 'grid-row: -1; margin-top: 1.25rem;' : 'display: none;')}
  }
  ${media.tablet} {
    grid-area: ${({ $besideFeature }) => ($besideFeature ? 'art' : 'feature')};
    margin-top: ${({ $besideFeature }) => ($besideFeature ? '1.5rem' : '0')};
    /* In the feature's place, as tall as the words, the drawing in its middle on a backdrop, as a
       product is photographed: started level with them and ending ~140 px short, the card left a
       hole under it at 1280 (review 19); a white card that tall read as empty (review 20). */
    ${({ $besideFeature }) =>
      $besideFeature
        ? 'align-self: start;'
        : `display: flex; flex-direction: column; justify-content: center; background: ${colors.warmGrey}; border-color: ${colors.warmGrey};`}
  }
`

/** Part of the page's answer that leads on a phone, before the feature, and sits under the words beside it from tablets up. */
const UnderWords = styled.div`
  grid-area: under;
  min-width: 0;
  margin-top: 1.25rem;
  ${media.tablet} {
    grid-area: art;
    align-self: start;
    margin-top: 1.5rem;
  }
`

/** Full width on phones, under the words; beside them from tablets up. */
const Feature = styled.div`
  grid-area: feature;
  min-width: 0;
  ${media.phone} {
    margin-top: 1.25rem;
  }
  ${media.tablet} {
    align-self: start;
  }
`

/**
 * Beside a feature that carries the page's second action (the postcode check, the chat): the page's
 * primary action, if any, and the number as a link beside it, so it is on a phone's first screen
 * (the header shows only its icon there) without a second outlined button beside the feature's own.
 */
const FeatureActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  margin-top: 1.25rem;
`
const FeatureHeading = styled.h2`
  font-size: 1.375rem;
  margin-bottom: 0.75rem;
`

/** A hero feature with a heading of its own (the calendar, the chat), so the hero's words stay the page's. */
export function HeroFeature({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <FeatureHeading id={`${id}-heading`}>{heading}</FeatureHeading>
      {children}
    </section>
  )
}

interface HeroProps {
  eyebrow?: string
  title: string
  lead: ReactNode
  /** Under the drawing: what it shows (the home page's thermal pair, which a phone shows on its own between the quote and the next section). */
  artCaption?: string | undefined
  /** What the visitor brought with them, straight under the lead (the quote on /availability). */
  afterLead?: ReactNode
  /** The one main action; Book Now (to /availability) unless the page needs another. Beside a feature, shown only if given. */
  primaryAction?: ReactNode
  /** The page's own hero feature (the quote, the map, the chat), in place of its drawing; it carries the page's second action, so the phone is a line of words. */
  feature?: ReactNode
  /** The rating, systems cleaned and success rate, under the lead: on pages that show them nowhere else. */
  showFigures?: boolean
  /** The feature is the page's picture (the areas map, the team) or shows the drawing itself (the booking card), so the drawing is not shown beside it. */
  pictureInFeature?: boolean
  /** Beside a feature that is the drawing, the page's own answer: first on a phone, under the words from tablets up (the postcode check beside the areas map). */
  underWords?: ReactNode
  /** On a phone `underWords` follows the feature instead: the feature is the answer, and this its proof (a local page's review under its quote). */
  underWordsAfterFeature?: boolean
  /**
   * On a phone the promises come before the feature, not after it: for a provider's frame (the
   * calendar) whose reserved height gives way to a shorter fallback when it cannot load, so nothing
   * on the first screen moves when it does.
   */
  proofBeforeFeature?: boolean
  /** The feature gives the phone number itself (the booking card), so a phone's call line is not said again above it. */
  phoneInFeature?: boolean
  /** Phones show the drawing too, at the hero's end: only where the hero is tall enough to keep it below the first screen (the quote's). */
  artOnPhones?: boolean
  /** The feature states the guarantee and the payment terms (the guided quote), so the strip under the words does not say them again. */
  termsInFeature?: boolean
}

/**
 * The page's h1 and lead; the page's own feature, or else one primary action and the phone number
 * as the secondary; from tablets up the page's drawing (named in content/pages.json as `art`); and
 * under it all the memberships and cover, or the promises, that protect the customer.
 */
export function Hero({
  eyebrow,
  title,
  lead,
  artCaption,
  afterLead,
  primaryAction,
  feature,
  showFigures = false,
  pictureInFeature = false,
  underWords,
  underWordsAfterFeature = false,
  proofBeforeFeature = false,
  phoneInFeature = false,
  artOnPhones = false,
  termsInFeature = false,
}: HeroProps) {
  const pageArt = usePageContext().pageHead?.art
  const art = pictureInFeature ? undefined : pageArt
  const under = underWords && <UnderWords>{underWords}</UnderWords>
  const rest = (
    <Rest>
      <AssuranceStrip withRating={!showFigures} withTerms={!termsInFeature} />
    </Rest>
  )
  return (
    <Band data-hero="">
      <Grid $restFirst={proofBeforeFeature} $underAfterFeature={underWordsAfterFeature}>
        <Head>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          <Lead>{lead}</Lead>
          {afterLead}
          {showFigures && <TrustStrip />}
          {feature ? (
            (primaryAction || !phoneInFeature) && (
              <FeatureActions>
                {primaryAction}
                {!phoneInFeature && <CallLink />}
              </FeatureActions>
            )
          ) : (
            <ButtonRow>
              {primaryAction ?? <BookNowButton />}
              <CallButton />
            </ButtonRow>
          )}
        </Head>
        {/* In the order a phone shows them, so the keyboard follows the eye, and a first paint before the
            rest of the hero has arrived never shows the promises where the feature will push them from. */}
        {proofBeforeFeature && rest}
        {!underWordsAfterFeature && under}
        {feature && <Feature>{feature}</Feature>}
        {underWordsAfterFeature && under}
        {!proofBeforeFeature && rest}
        {art && (
          <Art $besideFeature={Boolean(feature)} $onPhones={artOnPhones}>
            <img src={art.src} width={art.width} height={art.height} alt={art.alt} loading="lazy" decoding="async" />
            {artCaption && <figcaption>{artCaption}</figcaption>}
          </Art>
        )}
      </Grid>
    </Band>
  )
}

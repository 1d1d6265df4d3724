import styled from '@emotion/styled'
import { UserRound } from 'lucide-react'
import { formatLongDate } from '../../data/format.ts'
import type { Quote } from '../../data/schemas.ts'
import { colors, layout, shadows } from '../theme/theme.ts'
import { disc } from '../ui/shared-styles.ts'
import { GridList } from '../ui/GridList.tsx'
import { SampleBadge } from '../ui/SampleBadge.tsx'
import { StarGlyphs } from '../ui/StarGlyphs.tsx'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { figures } from '../../data/facts.ts'
import { siteCopy } from '../../data/content.ts'

const Card = styled.li`
  background: ${colors.white};
  border: 1px solid ${colors.border};
  border-top: 4px solid ${colors.accent};
  border-radius: ${layout.radius};
  padding: 1.25rem;
  box-shadow: ${shadows.card};
  /* A lone review reads at the width of the words above it, not stretched across a wide screen. */
  &:only-child {
    max-width: ${layout.readableWidth};
  }
`
const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  height: 100%;
`
/** The reviewer first, as a review site shows them: the round mark, then role and place, then their system. */
const Who = styled.figcaption`
  display: grid;
  grid-template-columns: 3rem minmax(0, 1fr);
  gap: 0 0.75rem;
  align-items: center;
  font-size: 0.9375rem;
  color: ${colors.muted};
  p {
    margin: 0;
  }
  strong {
    color: ${colors.text};
  }
`
const Mark = styled.span`
  grid-row: span 2;
  ${disc('3rem', colors.navy, colors.white)}
  font-weight: 700;
`
const Rating = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 0.875rem;
`
const Words = styled.blockquote`
  margin: 0.5rem 0 0.875rem;
  font-size: 1.125rem;
  p {
    margin: 0;
    max-width: 65ch;
  }
`
/** Where and when it was left, at the foot of the card. */
const Source = styled.p`
  margin: auto 0 0;
  font-size: 0.875rem;
  color: ${colors.muted};
`

function StarRating({ rating }: { rating: number }) {
  return (
    <span>
      <StarGlyphs given={rating} of={figures.bestRating} />
      <VisuallyHidden>{`Rated ${rating} out of ${figures.bestRating}`}</VisuallyHidden>
    </span>
  )
}

/**
 * Customers' words as a review site shows them: the reviewer's initials in a round mark (from
 * content; a plain mark without them), their role, place and system, the stars, the words, and
 * where and when they were left. Never a name. A sample (an example awaiting real reviews) says so.
 */
export function QuoteCards({ quotes }: { quotes: readonly Quote[] }) {
  return (
    // Focusable so a keyboard can scroll the row on a phone; its section's heading names it.
    <GridList $phoneRow tabIndex={0}>
      {quotes.map((quote) => (
        <Card key={quote.quote}>
          <Figure>
            <Who>
              <Mark aria-hidden>{quote.initials ?? <UserRound aria-hidden size={22} />}</Mark>
              <p>
                <strong>{quote.attribution}</strong>
              </p>
              <p>{quote.system}</p>
            </Who>
            <Rating>
              <StarRating rating={quote.rating} />
              {quote.sample && <SampleBadge>{siteCopy.sampleReviewBadge}</SampleBadge>}
            </Rating>
            <Words>
              <p>{quote.quote}</p>
            </Words>
            <Source>
              {`${quote.source} · `}
              <time dateTime={quote.date}>{formatLongDate(quote.date)}</time>
            </Source>
          </Figure>
        </Card>
      ))}
    </GridList>
  )
}

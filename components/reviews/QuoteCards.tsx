import styled from '@emotion/styled'
import { formatLongDate } from '../../data/format.ts'
import type { Quote } from '../../data/schemas.ts'
import { colors, layout, shadows } from '../theme/theme.ts'
import { GridList } from '../ui/GridList.tsx'
import { SampleBadge } from '../ui/SampleBadge.tsx'
import { StarGlyphs } from '../ui/StarGlyphs.tsx'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { figures } from '../../data/facts.ts'
import { siteCopy } from '../../data/content.ts'

const Card = styled.li`
  background: ${colors.white};
  border-left: 4px solid ${colors.accent};
  border-radius: 0 ${layout.radius} ${layout.radius} 0;
  padding: 1.25rem 1.5rem;
  box-shadow: ${shadows.card};
`
const Figure = styled.figure`
  margin: 0;
`
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`
const Words = styled.blockquote`
  margin: 0.5rem 0 0.75rem;
  font-size: 1.125rem;
  p {
    margin: 0;
  }
`
const Who = styled.figcaption`
  font-size: 0.9375rem;
  color: ${colors.muted};
  p {
    margin: 0;
  }
  strong {
    color: ${colors.text};
  }
`

function StarRating({ rating }: { rating: number }) {
  return (
    <span>
      <StarGlyphs given={rating} of={figures.bestRating} />
      <VisuallyHidden>
        Rated {rating} out of {figures.bestRating}
      </VisuallyHidden>
    </span>
  )
}

/**
 * Customers' words with where and when they were left and the stars they gave, attributed by
 * place and system, never by name. A sample (an example awaiting real reviews) says so.
 */
export function QuoteCards({ quotes }: { quotes: readonly Quote[] }) {
  return (
    <GridList>
      {quotes.map((quote) => (
        <Card key={quote.quote}>
          <Figure>
            <Top>
              <StarRating rating={quote.rating} />
              {quote.sample && <SampleBadge>{siteCopy.sampleReviewBadge}</SampleBadge>}
            </Top>
            <Words>
              <p>{quote.quote}</p>
            </Words>
            <Who>
              <p>
                <strong>{quote.attribution}</strong> · {quote.system}
              </p>
              <p>
                {quote.source}, <time dateTime={quote.date}>{formatLongDate(quote.date)}</time>
              </p>
            </Who>
          </Figure>
        </Card>
      ))}
    </GridList>
  )
}

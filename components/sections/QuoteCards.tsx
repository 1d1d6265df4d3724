import styled from '@emotion/styled'
import { Quote as QuoteIcon } from 'lucide-react'
import { quotes } from '../../data/quotes.ts'
import { colors } from '../theme/theme.ts'
import { GridList } from '../ui/GridList.tsx'

const Card = styled.li`
  background: ${colors.white};
  border-left: 4px solid ${colors.accent};
  border-radius: 0 12px 12px 0;
  padding: 1.25rem 1.5rem;
  box-shadow: 0 1px 3px rgba(11, 58, 110, 0.12);
  svg {
    color: ${colors.navy};
  }
  blockquote {
    margin: 0.5rem 0 0.75rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  strong {
    color: ${colors.text};
  }
`

/** What customers said, attributed by place and system, never by name. */
export function QuoteCards({ limit }: { limit?: number }) {
  return (
    <GridList>
      {quotes.slice(0, limit).map((quote) => (
        <Card key={quote.quote}>
          <figure css={{ margin: 0 }}>
            <QuoteIcon aria-hidden size={24} />
            <blockquote>
              <p>{quote.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{quote.attribution}</strong>
              <br />
              <span css={{ color: colors.muted, fontSize: '0.9375rem' }}>{quote.system}</span>
            </figcaption>
          </figure>
        </Card>
      ))}
    </GridList>
  )
}

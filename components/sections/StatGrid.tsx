import styled from '@emotion/styled'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'

/**
 * On phones one card with a figure and its meaning on each line (short, and no card left alone
 * on a row); from tablets up a card each, all in one row.
 */
const Grid = styled.dl`
  margin: 0;
  ${media.phone} {
    ${cardSurface}
    padding: 0 1rem;
  }
  ${media.tablet} {
    display: grid;
    gap: 1.5rem;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`
/** A figure and its meaning: side by side on a phone's line, the figure over it on a card from tablets up. */
const Stat = styled.div`
  display: flex;
  ${media.phone} {
    flex-direction: row-reverse;
    justify-content: flex-end;
    /* Centred, not on the baseline: a meaning on two lines left its figure against the card's top (review 21). */
    align-items: center;
    gap: 0.75rem;
    padding: 0.625rem 0;
    & + & {
      border-top: 1px solid ${colors.border};
    }
  }
  ${media.tablet} {
    ${cardSurface}
    flex-direction: column-reverse;
    /* From the top, so the figures line up across the row; centred, a two-line meaning lifted its figure 12 px above the rest (review 23). */
    justify-content: flex-end;
    text-align: center;
    padding: 1.25rem;
    gap: 0.25rem;
  }
`
const Value = styled.dd`
  margin: 0;
  flex: none;
  min-width: 6ch;
  font-size: 1.75rem;
  font-weight: 800;
  color: ${colors.navy};
  line-height: 1.1;
  ${media.tablet} {
    font-size: 2.25rem;
  }
`
const Label = styled.dt`
  color: ${colors.muted};
  font-size: 0.9375rem;
  ${media.tablet} {
    font-size: 1rem;
  }
`

export interface Stat {
  value: string
  label: string
}

/** Big figures with their meaning; the figures come from content/figures.json (data/facts.ts). */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <Grid>
      {stats.map((stat) => (
        <Stat key={stat.label}>
          <Label>{stat.label}</Label>
          <Value>{stat.value}</Value>
        </Stat>
      ))}
    </Grid>
  )
}

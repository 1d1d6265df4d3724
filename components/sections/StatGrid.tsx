import styled from '@emotion/styled'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'

/**
 * Two to a row on phones (an odd last one takes the whole row), all in one row from tablets up:
 * rows are always full, none left alone beside a gap.
 */
const Grid = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :last-child:nth-child(odd) {
    grid-column: span 2;
  }
  ${media.tablet} {
    gap: 1.5rem;
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    > :last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`
/** A figure over its meaning. */
const Stat = styled.div`
  ${cardSurface}
  padding: 0.75rem 1rem;
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.125rem;
  ${media.tablet} {
    text-align: center;
    padding: 1.25rem;
    gap: 0.25rem;
  }
`
const Value = styled.dd`
  margin: 0;
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

import styled from '@emotion/styled'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/card-surface.ts'

/** One to a line on phones, all in one row from tablets up: rows are always full, none left alone on a second line. */
const Grid = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  ${media.tablet} {
    gap: 1.5rem;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`
/** A figure and its meaning; on phones the figure leads the line, on wider screens it sits above. */
const Stat = styled.div`
  ${cardSurface}
  padding: 0.75rem 1rem;
  display: flex;
  flex-direction: row-reverse;
  justify-content: flex-end;
  align-items: center;
  gap: 1rem;
  ${media.tablet} {
    flex-direction: column-reverse;
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

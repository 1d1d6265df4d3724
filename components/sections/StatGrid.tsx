import styled from '@emotion/styled'
import { colors, media } from '../theme/theme'

const Grid = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  ${media.tablet} { gap: 1.5rem; }
  div {
    background: ${colors.white};
    border: 1px solid ${colors.border};
    border-radius: 12px;
    padding: 1.25rem;
    text-align: center;
    display: flex;
    flex-direction: column-reverse;
  }
  dd { margin: 0 0 0.25rem; font-size: 2.25rem; font-weight: 800; color: ${colors.navy}; line-height: 1.1; }
  dt { color: ${colors.muted}; }
`

export interface Stat {
  value: string
  label: string
}

/** Big figures with their meaning; the figures come from data/figures.ts. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <Grid>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Grid>
  )
}

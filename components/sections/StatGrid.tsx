import styled from '@emotion/styled'
import { colors, media } from '../theme/theme.ts'

const Grid = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  div {
    background: ${colors.white};
    border: 1px solid ${colors.border};
    border-radius: 12px;
    padding: 0.75rem 1rem;
    display: flex;
    flex-direction: row-reverse;
    justify-content: flex-end;
    align-items: center;
    gap: 1rem;
  }
  dd {
    margin: 0;
    min-width: 6ch;
    font-size: 1.75rem;
    font-weight: 800;
    color: ${colors.navy};
    line-height: 1.1;
  }
  dt {
    color: ${colors.muted};
  }
  ${media.tablet} {
    gap: 1.5rem;
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
    div {
      flex-direction: column-reverse;
      text-align: center;
      padding: 1.25rem;
      gap: 0.25rem;
    }
    dd {
      font-size: 2.25rem;
    }
  }
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

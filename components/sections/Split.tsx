import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { layout, media } from '../theme/theme.ts'

/** Both sides start at the top: beside a long text a centred drawing drifts down and leaves a hole above it. */
const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  align-items: start;
  ${media.tablet} {
    gap: 2rem;
    grid-template-columns: 1.2fr 1fr;
  }
`
const Copy = styled.div`
  max-width: ${layout.readableWidth};
  & > :last-child {
    margin-bottom: 0;
  }
`

/** Copy beside an illustration or a list that goes with it; the aside drops close below the copy on phones. */
export function Split({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Grid>
      <Copy>{children}</Copy>
      <div>{aside}</div>
    </Grid>
  )
}

import { css } from '@emotion/react'
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { layout, media } from '../theme/theme.ts'

const afterRules = css`
  & > :nth-child(3) {
    margin: 0;
  }
  ${media.tablet} {
    grid-template-rows: auto 1fr;
    & > :nth-child(2) {
      grid-row: span 2;
    }
  }
`
/** Both sides start at the top: beside a long text a centred drawing drifts down and leaves a hole above it. */
const Grid = styled.div<{ $after: boolean }>`
  display: grid;
  gap: 1.25rem;
  align-items: start;
  ${media.tablet} {
    gap: 2rem;
    grid-template-columns: 1.2fr 1fr;
  }
  /* The way on goes under the copy, beside the aside, not under a gap as tall as the aside. Only
     a Split given something after carries these rules, so the other pages' first flight does not. */
  ${({ $after }) => $after && afterRules}
`
const Copy = styled.div`
  max-width: ${layout.readableWidth};
  & > :last-child {
    margin-bottom: 0;
  }
`

/**
 * Copy beside an illustration or a list that goes with it; the aside drops close below the copy on
 * phones. `after` (the section's buttons) follows the aside on phones and the copy on wide screens.
 */
export function Split({ children, aside, after }: { children: ReactNode; aside: ReactNode; after?: ReactNode }) {
  return (
    <Grid $after={after !== undefined}>
      <Copy>{children}</Copy>
      <div>{aside}</div>
      {after}
    </Grid>
  )
}

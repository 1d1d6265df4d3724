import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { layout, media } from '../theme/theme.ts'

const Grid = styled.div<{ $alignTop?: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: ${({ $alignTop }) => ($alignTop ? 'start' : 'center')};
  ${media.tablet} {
    grid-template-columns: 1.2fr 1fr;
  }
`
const Copy = styled.div`
  max-width: ${layout.readableWidth};
`

/** Copy beside an illustration or a list that goes with it; the aside drops below the copy on phones. */
export function Split({ children, aside, alignTop }: { children: ReactNode; aside: ReactNode; alignTop?: boolean }) {
  return (
    <Grid $alignTop={alignTop}>
      <Copy>{children}</Copy>
      <div>{aside}</div>
    </Grid>
  )
}

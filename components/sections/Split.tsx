import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { layout, media } from '../theme/theme.ts'

const Grid = styled.div<{ alignTop?: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: ${({ alignTop }) => (alignTop ? 'start' : 'center')};
  ${media.tablet} {
    grid-template-columns: 1.2fr 1fr;
  }
  > div:first-of-type {
    max-width: ${layout.readableWidth};
  }
`

/** Copy beside an illustration; the illustration drops below the copy on phones. */
export function Split({ children, aside, alignTop }: { children: ReactNode; aside: ReactNode; alignTop?: boolean }) {
  return (
    <Grid alignTop={alignTop}>
      <div>{children}</div>
      <div>{aside}</div>
    </Grid>
  )
}

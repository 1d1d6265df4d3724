import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { layout, media } from '../theme/theme'

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.tablet} { grid-template-columns: 1.2fr 1fr; }
  > div:first-of-type { max-width: ${layout.readableWidth}; }
`

/** Copy beside an illustration; the illustration drops below the copy on phones. */
export function Split({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Grid>
      <div>{children}</div>
      <div>{aside}</div>
    </Grid>
  )
}

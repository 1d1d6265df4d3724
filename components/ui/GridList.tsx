import styled from '@emotion/styled'
import { media } from '../theme/theme.ts'

/** A list laid out as a grid: one column on phones, two on tablets, `$columns` on wide screens. */
export const GridList = styled.ul<{ $columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.wide} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, 1fr);
  }
`

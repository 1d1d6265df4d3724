import styled from '@emotion/styled'
import { layout } from '../theme/theme.ts'

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${layout.gutter};
`

/** Body copy kept to a comfortable line length. */
export const Readable = styled.div`
  max-width: ${layout.readableWidth};
`

import { css } from '@emotion/react'
import { colors, layout } from '../theme/theme.ts'

/** The white, bordered, rounded surface most boxes on the site share. */
export const cardSurface = css`
  background: ${colors.white};
  border: 1px solid ${colors.border};
  border-radius: ${layout.radius};
`

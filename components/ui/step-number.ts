import { css } from '@emotion/react'
import { colors, layout } from '../theme/theme.ts'

/**
 * The navy disc that numbers a step, for a list item's ::before: the list sets
 * `counter-reset: step` and each item `counter-increment: step`; the caller places it.
 */
export const stepNumber = (size: string) => css`
  content: counter(step);
  position: absolute;
  width: ${size};
  height: ${size};
  border-radius: ${layout.roundRadius};
  background: ${colors.navy};
  color: ${colors.white};
  font-weight: 800;
  display: flex;
  align-items: center;
  justify-content: center;
`

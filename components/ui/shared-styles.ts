// Styles many components share: the card surface and the numbered-step discs.
import { css } from '@emotion/react'
import { colors, layout } from '../theme/theme.ts'

/** The white, bordered, rounded surface most boxes on the site share. */
export const cardSurface = css`
  background: ${colors.white};
  border: 1px solid ${colors.border};
  border-radius: ${layout.radius};
`

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

/** A list numbered with those discs: `gap` between its items, each indented past its disc. */
export const numberedSteps = (gap: string) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
  display: grid;
  gap: ${gap};
  & > li {
    counter-increment: step;
    position: relative;
    padding-left: 2.5rem;
  }
  & > li::before {
    ${stepNumber('1.75rem')}
    left: 0;
    top: 0;
  }
`

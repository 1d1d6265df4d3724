// Styles many components share: the card surface, the round disc and the numbered steps.
import { css } from '@emotion/react'
import { colors, layout } from '../theme/theme.ts'

/** The white, bordered, rounded surface most boxes on the site share. */
export const cardSurface = css`
  background: ${colors.white};
  border: 1px solid ${colors.border};
  border-radius: ${layout.radius};
`

/** A round disc holding an icon, initials or a number, centred in it. */
export const disc = (size: string, background: string, color: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${size};
  height: ${size};
  border-radius: ${layout.roundRadius};
  background: ${background};
  color: ${color};
`

/**
 * The navy disc that numbers a step, for a list item's ::before: the list sets
 * `counter-reset: step` and each item `counter-increment: step`; the caller places it.
 */
export const stepNumber = (size: string) => css`
  content: counter(step);
  position: absolute;
  ${disc(size, colors.navy, colors.white)}
  font-weight: 800;
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

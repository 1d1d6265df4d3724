// Styles many components share: the card surface, the round disc, the numbered steps and the phone
// header's actions.
import { css } from '@emotion/react'
import { colors, layout, media } from '../theme/theme.ts'

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

const phoneActionRem = 2.875
const phoneActionGapRem = 0.25
/** The phone header's three actions (call, Flushy, menu) and the gaps between them, in rem. */
export const phoneHeaderActions = { gapRem: phoneActionGapRem, widthRem: 3 * phoneActionRem + 2 * phoneActionGapRem }

/**
 * A header action on phones: its icon over a one-word label, in a rounded square about the size of
 * the round icon it replaced (three bare circles read alike, review 11); words beside it from tablets up.
 */
export const phoneHeaderAction = css`
  ${media.phone} {
    flex-direction: column;
    justify-content: center;
    gap: 0.125rem;
    width: ${phoneActionRem}rem;
    padding: 0;
    border-radius: 0.75rem;
    font-size: 0.6875rem;
    line-height: 1;
  }
`

import styled from '@emotion/styled'
import { colors, layout, media } from '../theme/theme.ts'

/**
 * Two looks, so the way to book is never in doubt: `primary` (the amber accent) is booking, or the
 * one thing a panel is for; `secondary` (navy outline) is every other way on. `onDark` is the
 * secondary look on the navy bands.
 */
export type ButtonTone = 'primary' | 'secondary' | 'onDark'

const tones: Record<ButtonTone, string> = {
  primary: `background: ${colors.accent}; color: ${colors.onAccent}; border-color: ${colors.accent};
    &:hover { background: ${colors.accentHover}; border-color: ${colors.accentHover}; }`,
  secondary: `background: ${colors.white}; color: ${colors.navy}; border-color: ${colors.navy};
    &:hover { background: ${colors.warmGrey}; }`,
  onDark: `background: transparent; color: ${colors.white}; border-color: ${colors.white};
    &:hover { background: ${colors.onNavyHover}; }
    &:focus-visible { outline-color: ${colors.focusOnDark}; }`,
}

/** The pill, in one of the tones: links and buttons here, and a disclosure's summary (ShowMore). */
export const buttonLook = ({ $tone = 'primary' }: { $tone?: ButtonTone }) => `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 3rem;
  /* Narrow enough on a phone for Book Now and the number to share a row. */
  padding: 0.7rem 0.75rem;
  border: 2px solid;
  border-radius: ${layout.pillRadius};
  font-weight: 700;
  font-size: 1rem;
  ${media.tablet} {
    padding: 0.7rem 1.35rem;
    font-size: 1.0625rem;
  }
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  font-family: inherit;
  cursor: pointer;
  ${tones[$tone]}
  svg {
    flex: none;
  }
`

/** A link that looks like a button: most actions on this site go somewhere, so they are links. */
export const ButtonLink = styled.a<{ $tone?: ButtonTone }>(buttonLook)

/** A real button, for what happens on the page itself (checking a postcode). */
export const Button = styled.button<{ $tone?: ButtonTone }>(buttonLook)

/**
 * Side by side; on phones two short ones (Book Now and the number) share the row, as in the bar at
 * the foot of the screen, and longer ones take a row each, as wide as a thumb can reach.
 */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
  ${media.phone} {
    & > * {
      flex: 1 1 auto;
      max-width: 24rem;
    }
  }
`

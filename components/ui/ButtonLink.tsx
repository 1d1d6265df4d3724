import styled from '@emotion/styled'
import { colors } from '../theme/theme.ts'

export type ButtonTone = 'primary' | 'secondary' | 'outline' | 'onDark'

const tones: Record<ButtonTone, string> = {
  primary: `background: ${colors.accent}; color: ${colors.onAccent}; border-color: ${colors.accent};
    &:hover { background: ${colors.accentHover}; border-color: ${colors.accentHover}; }`,
  secondary: `background: ${colors.navy}; color: ${colors.white}; border-color: ${colors.navy};
    &:hover { background: ${colors.navyDark}; }`,
  outline: `background: ${colors.white}; color: ${colors.navy}; border-color: ${colors.navy};
    &:hover { background: ${colors.warmGrey}; }`,
  onDark: `background: transparent; color: ${colors.white}; border-color: ${colors.white};
    &:hover { background: rgba(255, 255, 255, 0.12); }
    &:focus-visible { outline-color: ${colors.focusOnDark}; }`,
}

/** A link styled as a button: every action on this site goes somewhere, so none needs a <button>. */
export const ButtonLink = styled.a<{ tone?: ButtonTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 3rem;
  padding: 0.7rem 1.35rem;
  border: 2px solid;
  border-radius: 999px;
  font-weight: 700;
  font-size: 1.0625rem;
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  ${({ tone = 'primary' }) => tones[tone]}
  svg {
    flex: none;
  }
`

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`

// The enquiry form's look, after the GOV.UK Design System: a bold label, a grey hint, the error
// message between them and the control, and a red bar beside a field that needs correcting.
// The error elements carry `hidden` until the script or the Worker fills them, so nothing here
// may give them a `display` that would override it.
import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { colors, layout } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'

/** Marks a field's error message, so its group can show the red bar while the message shows. */
export const fieldErrorAttribute = 'data-field-error'

export const FormCard = styled.form`
  ${cardSurface}
  padding: clamp(1rem, 4vw, 2rem);
  display: grid;
  gap: 1.75rem;
`

/** One field: label (or legend), hint, error and control. */
export const Group = styled.div`
  min-width: 0;
  &:has([${fieldErrorAttribute}]:not([hidden])) {
    border-left: 5px solid ${colors.error};
    padding-left: 0.9rem;
  }
`
/** A group of radios: the same, as a fieldset without the browser's frame. */
export const FieldSet = styled(Group.withComponent('fieldset'))`
  margin: 0;
  border: 0;
  padding: 0;
`

const labelText = css`
  display: block;
  font-weight: 700;
  color: ${colors.navy};
  font-size: 1.125rem;
  line-height: 1.3;
`
export const Label = styled.label(labelText)
export const Legend = styled.legend`
  ${labelText}
  padding: 0;
`

export const Hint = styled.p`
  color: ${colors.muted};
  margin: 0.25rem 0 0;
`
export const FieldError = styled.p`
  color: ${colors.error};
  font-weight: 700;
  margin: 0.35rem 0 0;
`

const control = css`
  display: block;
  width: 100%;
  min-height: 3rem;
  margin-top: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid ${colors.navy};
  border-radius: ${layout.radius};
  background: ${colors.white};
  color: ${colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${colors.error};
    box-shadow: inset 0 0 0 1px ${colors.error};
  }
`

/** How much a text field asks for, shown by its width (a postcode is short, a name is not). */
export type FieldWidth = 'full' | 'medium' | 'short'
const widths: Record<FieldWidth, string> = { full: '100%', medium: '20em', short: '9em' }

export const TextInput = styled.input<{ $width: FieldWidth }>`
  ${control}
  max-width: ${({ $width }) => widths[$width]};
  &[autocomplete='postal-code'] {
    text-transform: uppercase;
  }
`
/** The site's chevron, not the browser's arrow: the same mark as every disclosure (the browser's own where colours are forced). */
const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='${encodeURIComponent(colors.navy)}' stroke-width='2'/%3E%3C/svg%3E")`
export const Select = styled.select`
  ${control}
  max-width: 20em;
  appearance: none;
  padding-right: 2.5rem;
  background: ${colors.white} ${chevron} no-repeat right 1rem center / 0.75rem;
  @media (forced-colors: active) {
    appearance: auto;
  }
`
export const TextArea = styled.textarea`
  ${control}
  min-height: 8rem;
  resize: vertical;
`
/** A drop zone to look at, not a thin box: photos help an engineer more than any other answer. */
export const FileInput = styled.input`
  ${control}
  border: 2px dashed ${colors.navy};
  background: ${colors.navyWash};
  padding: 1.25rem 0.75rem;
  &::file-selector-button {
    margin-right: 0.5rem;
    padding: 0.5rem 1rem;
    border: 2px solid ${colors.navy};
    border-radius: ${layout.pillRadius};
    background: ${colors.white};
    color: ${colors.navy};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`

/** Radios as large targets, the whole box the label, side by side while they fit; each row fills the width, so a wrapped row ends level with the rest. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3rem;
  padding: 0.4rem 0.75rem 0.4rem 0.625rem;
  border: 2px solid ${colors.border};
  border-radius: ${layout.radius};
  background: ${colors.white};
  cursor: pointer;
  flex: 1 1 auto;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.navy};
  }
  &:has(:checked) {
    border-color: ${colors.navy};
    background: ${colors.navyWash};
  }
  &:has([aria-invalid='true']) {
    border-color: ${colors.error};
  }
`

/** Reaches nobody but robots: off screen, out of the tab order and out of the accessibility tree. */
export const Honeypot = styled.div`
  position: absolute;
  left: -100vw;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

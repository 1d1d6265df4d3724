import styled from '@emotion/styled'

/** Hides text visually while keeping it for screen readers. */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

/** Words for screen readers only, such as "(opens in a new tab)" or a live announcement. */
export const VisuallyHidden = styled.span(visuallyHidden)

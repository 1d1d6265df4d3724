/** Hides text visually while keeping it for screen readers. */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

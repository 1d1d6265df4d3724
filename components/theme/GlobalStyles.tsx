import { Global, css } from '@emotion/react'
import { colors, fontStack, media, typeScale } from './theme.ts'

// The two largest headings set a little tighter, as display type is: at their size Arial's own
// spacing read as generic body text made big (review 24).
const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 9rem;
  }
  body {
    margin: 0;
    font-family: ${fontStack};
    font-size: ${typeScale.body};
    line-height: 1.5;
    color: ${colors.text};
    background: ${colors.white};
    ${media.tablet} {
      font-size: ${typeScale.bodyWide};
      line-height: 1.6;
    }
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.2;
    color: ${colors.navy};
    margin: 0 0 0.75rem;
    text-wrap: pretty;
  }
  h1 {
    font-size: ${typeScale.h1};
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  h2 {
    font-size: ${typeScale.h2};
    letter-spacing: -0.02em;
  }
  h3 {
    font-size: ${typeScale.h3};
  }
  h4 {
    font-size: ${typeScale.h4};
  }
  p {
    margin: 0 0 1rem;
  }
  a {
    color: ${colors.link};
    text-underline-offset: 0.15em;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  :focus-visible {
    outline: 3px solid ${colors.focusOnLight};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`

export function GlobalStyles() {
  return <Global styles={globalCss} />
}

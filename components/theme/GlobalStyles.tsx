import { Global, css } from '@emotion/react'
import { colors, fontStack, layout, media } from './theme.ts'

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
    font-size: 1.0625rem;
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.white};
    ${media.tablet} {
      font-size: 1.125rem;
    }
    ${media.phone} {
      padding-bottom: ${layout.bookBarHeight};
    }
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
    color: ${colors.navy};
    margin: 0 0 0.75rem;
    text-wrap: balance;
  }
  h1 {
    font-size: clamp(2rem, 6vw, 2.75rem);
  }
  h2 {
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  h3 {
    font-size: 1.25rem;
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

import styled from '@emotion/styled'
import { Suspense, type ReactNode } from 'react'
import { colors } from '../theme/theme.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { MobileBookBar } from './MobileBookBar.tsx'
import { siteCopy } from '../../data/content.ts'

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -10rem;
  z-index: 30;
  padding: 0.75rem 1rem;
  background: ${colors.navy};
  color: ${colors.white};
  font-weight: 700;
  &:focus {
    top: 1rem;
  }
  &:focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main-content">{siteCopy.skipLink}</SkipLink>
      {/* The header and the page each hydrate on their own, in the background: a tap on the menu
          while the app arrives hydrates the header at once instead of the whole page first. */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main-content" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <Footer />
      <MobileBookBar />
    </>
  )
}

import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { media } from '../theme/theme.ts'
import { Container, Readable } from '../ui/Container.tsx'

// On a phone what follows (the form page's one line with the number) reads as part of the intro, not a band of its own.
const Band = styled(Container)`
  padding-top: clamp(2rem, 6vw, 3.5rem);
  padding-bottom: 2rem;
  ${media.phone} {
    padding-bottom: 0.5rem;
  }
`
const Lead = styled.p`
  font-size: 1.1875rem;
`

/** The plain opening of a page that needs no hero: its h1, a line, and what follows. */
export function PageIntro({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <Band>
      <Readable>
        <h1>{title}</h1>
        <Lead>{lead}</Lead>
      </Readable>
      {children}
    </Band>
  )
}

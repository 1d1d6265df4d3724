import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { Container, Readable } from '../ui/Container.tsx'

const Band = styled(Container)`
  padding-top: clamp(2rem, 6vw, 3.5rem);
  padding-bottom: 2rem;
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

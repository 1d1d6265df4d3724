import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { colors, media } from '../theme/theme.ts'
import { Container } from '../ui/Container.tsx'

const Band = styled.section<{ $tone: 'plain' | 'warm' }>`
  padding: clamp(2rem, 7vw, 4.5rem) 0;
  background: ${({ $tone }) => ($tone === 'warm' ? colors.warmGrey : colors.white)};
`
const Intro = styled.p`
  max-width: 62ch;
  font-size: 1.125rem;
  color: ${colors.muted};
  margin-bottom: 1.25rem;
  ${media.tablet} {
    margin-bottom: 2rem;
  }
`

interface SectionProps {
  id: string
  heading: string
  intro?: ReactNode
  tone?: 'plain' | 'warm'
  children?: ReactNode
}

/** A full-width band with an h2; every page is a stack of these below its hero. Links can point at #id. */
export function Section({ id, heading, intro, tone = 'plain', children }: SectionProps) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={`${id}-heading`}>
      <Container>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Band>
  )
}

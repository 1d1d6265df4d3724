import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { colors, media } from '../theme/theme.ts'
import { Container } from '../ui/Container.tsx'

const Band = styled.section<{ $tone: 'plain' | 'warm' }>`
  padding: clamp(1.5rem, 6vw, 3.75rem) 0;
  background: ${({ $tone }) => ($tone === 'warm' ? colors.warmGrey : colors.white)};
`
/** The heading and its intro, clear of what they head (review 17 found headings sitting on their cards). */
const Head = styled.div`
  margin-bottom: 1.25rem;
  ${media.tablet} {
    margin-bottom: 2rem;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`
const Intro = styled.p`
  max-width: 62ch;
  font-size: 1.125rem;
  color: ${colors.muted};
`

/** From wide screens the heading and intro take a column beside what follows (a list of questions), not a band above it. */
const HeadingBeside = styled.div`
  ${media.twoColumns} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    column-gap: 3rem;
    align-items: start;
  }
`

interface SectionProps {
  id: string
  heading: string
  intro?: ReactNode
  tone?: 'plain' | 'warm'
  /** The heading beside the content on wide screens: for a narrow list that would leave the band's right half empty. */
  headingBeside?: boolean
  children?: ReactNode
}

/** A full-width band with an h2; every page is a stack of these below its hero. Links can point at #id. */
export function Section({ id, heading, intro, tone = 'plain', headingBeside = false, children }: SectionProps) {
  const head = (
    <Head>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro && <Intro>{intro}</Intro>}
    </Head>
  )
  return (
    <Band id={id} $tone={tone} aria-labelledby={`${id}-heading`}>
      <Container>
        {headingBeside ? (
          <HeadingBeside>
            {head}
            <div>{children}</div>
          </HeadingBeside>
        ) : (
          <>
            {head}
            {children}
          </>
        )}
      </Container>
    </Band>
  )
}

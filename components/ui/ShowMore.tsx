import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { colors } from '../theme/theme.ts'

const Details = styled.details`
  margin-top: 1rem;
  summary {
    cursor: pointer;
    font-weight: 700;
    padding: 0.5rem 0;
    color: ${colors.link};
  }
  &[open] summary {
    margin-bottom: 1rem;
  }
`

/** The rest of a list behind one line that opens it, without script: reviews or jobs after the first few. */
export function ShowMore({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Details>
      <summary>{label}</summary>
      {children}
    </Details>
  )
}

import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { buttonLook } from './ButtonLink.tsx'
import { media } from '../theme/theme.ts'

/** The summary drawn as the site's secondary button, not the browser's triangle. */
const Details = styled.details`
  margin-top: 1.25rem;
  summary {
    ${buttonLook({ $tone: 'secondary' })}
    list-style: none;
  }
  /* As wide as a lone button in a ButtonRow on a phone, so every secondary button there looks alike. */
  ${media.phone} {
    summary {
      display: flex;
      max-width: 24rem;
    }
  }
  summary::-webkit-details-marker {
    display: none;
  }
  &[open] summary {
    margin-bottom: 1.25rem;
  }
`

/** The rest of a list behind one button that opens it, without script: reviews or jobs after the first few. */
export function ShowMore({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Details>
      <summary>{label}</summary>
      {children}
    </Details>
  )
}

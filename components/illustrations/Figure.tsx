import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { colors } from '../theme/theme.ts'

const Frame = styled.figure`
  margin: 0;
  background: ${colors.white};
  border: 1px solid ${colors.border};
  border-radius: 12px;
  padding: 1rem;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    margin-top: 0.5rem;
    font-size: 0.9375rem;
    color: ${colors.muted};
  }
`

/** A captioned diagram. The SVG is described by the caption, so it is hidden from screen readers. */
export function Figure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Frame>
      {children}
      <figcaption>{caption}</figcaption>
    </Frame>
  )
}

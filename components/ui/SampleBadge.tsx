import styled from '@emotion/styled'
import { colors, layout } from '../theme/theme.ts'

/** The small label on an example written to show the layout (a sample review or case study). */
export const SampleBadge = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: ${layout.pillRadius};
  background: ${colors.warmGrey};
  color: ${colors.text};
`

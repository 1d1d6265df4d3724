import styled from '@emotion/styled'
import { colors } from '../theme/theme.ts'

// Stars as text (★ given, ☆ not), so a rating costs a few bytes rather than an SVG path per star:
// every page has to fit its first flight (tests/http/pages.spec.ts). Hidden from screen readers,
// which are told the rating in words beside it.
const Row = styled.span`
  color: ${colors.starGold};
  font-size: 1.25rem;
  line-height: 1;
  letter-spacing: 0.1em;
`

/** `given` stars out of `of`, drawn; say the rating in words beside it. */
export function StarGlyphs({ given, of = given }: { given: number; of?: number }) {
  return <Row aria-hidden="true">{'★'.repeat(given) + '☆'.repeat(Math.max(0, of - given))}</Row>
}

import styled from '@emotion/styled'
import { CalendarCheck } from 'lucide-react'
import { colors, layout, media } from '../theme/theme.ts'
import { ButtonLink } from '../ui/ButtonLink.tsx'

const Bar = styled.aside`
  display: none;
  ${media.phone} {
    display: flex;
    position: fixed;
    z-index: 15;
    left: 0;
    right: 0;
    bottom: 0;
    height: ${layout.bookBarHeight};
    padding: 0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom, 0px));
    background: ${colors.white};
    box-shadow: 0 -2px 12px rgba(11, 58, 110, 0.18);
    a {
      flex: 1;
    }
  }
`

/** The fixed Book Now button that phones keep in reach at the bottom of the screen. */
export function MobileBookBar() {
  return (
    <Bar aria-label="Book now">
      <ButtonLink href="/availability" tone="primary">
        <CalendarCheck aria-hidden size={20} />
        Book Now
      </ButtonLink>
    </Bar>
  )
}

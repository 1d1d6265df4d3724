import styled from '@emotion/styled'
import { CalendarCheck, Phone } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { useCurrentPath } from '../../hooks/page-context.tsx'
import { colors, layout, media, shadows } from '../theme/theme.ts'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { routes } from '../../data/routes.ts'
import { siteCopy } from '../../data/content.ts'

const Bar = styled.aside`
  display: none;
  ${media.phone} {
    display: flex;
    gap: 0.75rem;
    position: fixed;
    z-index: 15;
    left: 0;
    right: 0;
    bottom: 0;
    height: ${layout.bookBarHeight};
    padding: 0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom, 0px));
    background: ${colors.white};
    box-shadow: ${shadows.raisedUp};
    a {
      flex: 1;
      white-space: nowrap;
    }
  }
`

/**
 * The fixed Book Now button that phones keep in reach at the bottom of the screen. On the
 * booking page itself it leads to the calendar instead, with the phone beside it.
 */
export function MobileBookBar() {
  const onBookingPage = useCurrentPath() === routes.booking
  return (
    <Bar aria-label={siteCopy.bookBarLabel}>
      {onBookingPage ? (
        <>
          <ButtonLink href="#booking-calendar" $tone="primary">
            <CalendarCheck aria-hidden size={20} />
            {siteCopy.buttons.chooseDate}
          </ButtonLink>
          <ButtonLink href={siteConfig.phone.href} $tone="secondary" aria-label={siteCopy.buttons.callPhone}>
            <Phone aria-hidden size={20} />
            {siteCopy.buttons.call}
          </ButtonLink>
        </>
      ) : (
        <ButtonLink href={routes.booking} $tone="primary">
          <CalendarCheck aria-hidden size={20} />
          {siteCopy.buttons.bookNow}
        </ButtonLink>
      )}
    </Bar>
  )
}

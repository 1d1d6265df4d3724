import styled from '@emotion/styled'
import { useCurrentPath } from '../../hooks/page-context.tsx'
import { colors, layout, media, shadows } from '../theme/theme.ts'
import { visuallyHidden } from '../ui/VisuallyHidden.tsx'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { routes } from '../../data/routes.ts'
import { siteCopy } from '../../data/content.ts'

/** Pages that are themselves the way to book or to ask: a bar there would only cover them. */
const withoutBar: readonly string[] = [routes.booking, routes.enquiry, routes.enquirySent]

/**
 * Under a hero (which carries the page's own action or feature, and says so with data-hero), it
 * slides in as the visitor scrolls the first half-screen (a scroll-driven animation, so no
 * script), leaving the hero's action and the quote uncovered on arrival. On pages without a hero
 * (documents, guides), and where the browser cannot drive an animation by scrolling, it stays put.
 */
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
    box-shadow: ${shadows.raisedUp};
    gap: 0.5rem;
    a {
      flex: 1;
      white-space: nowrap;
    }
    /* Below 360 px the number would not fit beside Book Now: the icon stays, its name says the number. */
    @media (max-width: 359px) {
      a[href^='tel:'] {
        flex: none;
        span {
          ${visuallyHidden}
        }
      }
    }
    /* The page ends above the bar, on the pages that have one. */
    body:has(&) {
      padding-bottom: ${layout.bookBarHeight};
    }
  }
  @supports (animation-timeline: scroll()) {
    html:has([data-hero]) & {
      animation: book-bar-in linear both;
      animation-timeline: scroll(root);
      animation-range: 0 50vh;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-timing-function: steps(1, end);
  }
  @keyframes book-bar-in {
    from {
      transform: translateY(110%);
      visibility: hidden;
    }
    to {
      transform: none;
      visibility: visible;
    }
  }
`

/** The number to call and Book Now, which phones keep in reach at the bottom of the screen once the visitor scrolls. */
export function MobileBookBar() {
  if (withoutBar.includes(useCurrentPath())) return null
  return (
    <Bar aria-label={siteCopy.bookBarLabel}>
      <CallButton />
      <BookNowButton />
    </Bar>
  )
}

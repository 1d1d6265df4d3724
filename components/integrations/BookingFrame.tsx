import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { ExternalLink } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { siteConfig } from '../../config/site-config.ts'
import { colors } from '../theme/theme.ts'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { visuallyHidden } from '../ui/visually-hidden.ts'
import { fillFrameSlot } from './frame-slot.ts'
import { FixedFrame, leftToThirdParty } from './WidgetPanel.tsx'

const frameHeight = '1000px'

/** Seen through the frame until the calendar paints over it. */
const Waiting = styled.p`
  position: absolute;
  inset: 1.25rem 1.25rem auto;
  color: ${colors.muted};
`

/** The frame, whether the slot's or the <noscript> copy, fills the space kept for it. */
const FrameArea = styled(FixedFrame)`
  background: ${colors.warmGrey};
  & iframe {
    position: relative;
    display: block;
    width: 100%;
    height: ${frameHeight};
    border: 0;
  }
`

/** Stacked above the waiting note, which shows through until the calendar paints. */
const FrameSlot = styled.div`
  position: relative;
`

const frameTitle = 'Book an appointment: live availability'

/**
 * The scheduling service's page, 1000px tall, with its own header and footer hidden. Its frame
 * is created once the page is on screen (see frame-slot.ts), so the provider never delays the
 * first paint; without JavaScript the <noscript> copy loads straight away.
 */
export function BookingFrame() {
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (slot.current) fillFrameSlot(slot.current)
  }, [])
  return (
    <FrameArea boxHeight={frameHeight}>
      <Waiting>Loading the calendar…</Waiting>
      <FrameSlot
        ref={slot}
        data-frame-src={siteConfig.booking.embedUrl}
        data-frame-title={frameTitle}
        dangerouslySetInnerHTML={leftToThirdParty}
      />
      <noscript>
        <iframe src={siteConfig.booking.embedUrl} title={frameTitle} />
      </noscript>
    </FrameArea>
  )
}

/** The same booking page in a new tab: the plain way in when the embed is blocked. */
export function BookingPageLink({ label = 'Open the booking page in a new tab' }: { label?: string }) {
  return (
    <ButtonLink href={siteConfig.booking.pageUrl} target="_blank" rel="noopener noreferrer" tone="secondary">
      {label}
      <ExternalLink aria-hidden size={18} />
      <span css={css(visuallyHidden)}> (opens in a new tab)</span>
    </ButtonLink>
  )
}

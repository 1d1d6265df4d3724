import styled from '@emotion/styled'
import { useEffect, useRef } from 'react'
import { siteConfig } from '../../config/site-config.ts'
import { bookingCalendarCopy } from '../../data/copy/booking-calendar.ts'
import { colors } from '../theme/theme.ts'
import { BookingPageLink } from './BookingPageLink.tsx'
import { consentForAttribute } from './consent.ts'
import { ConsentPrompt } from './ConsentPrompt.tsx'
import { fillNodes } from './fill-nodes.tsx'
import { fillFrameSlot, frameSlotSelector, frameStateAttribute } from './frame-slot.ts'
import { useConsent } from './useThirdPartyScript.ts'
import { FixedFrame, leftToThirdParty } from './WidgetPanel.tsx'

const frameHeight = '1000px'

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
  /* Until the provider's page arrives the frame is transparent: the words behind it show, and take the clicks. */
  & iframe[${frameStateAttribute}='loading'],
  & iframe[${frameStateAttribute}='slow'] {
    pointer-events: none;
  }
`

/**
 * Behind the frame while it loads, and in its place if the provider is slow or never answers;
 * the provider's page covers it as it paints. Hidden without JavaScript, when the <noscript>
 * frame loads straight away, and once the frame has loaded.
 */
const Waiting = styled.div`
  position: absolute;
  inset: 0 0 auto;
  padding: 1.25rem;
  display: none;
  p {
    max-width: 60ch;
  }
  [data-when='slow'] {
    display: none;
  }
  &:has(+ ${frameSlotSelector} iframe[${frameStateAttribute}='loading']),
  &:has(+ ${frameSlotSelector} iframe[${frameStateAttribute}='slow']) {
    display: block;
  }
  &:has(+ ${frameSlotSelector} iframe[${frameStateAttribute}='slow']) {
    [data-when='loading'] {
      display: none;
    }
    [data-when='slow'] {
      display: block;
    }
  }
`

const copy = bookingCalendarCopy.booking
const frameTitle = copy.frameTitle

/**
 * The scheduling service's page, 1000px tall, with its own header and footer hidden. Its frame
 * is created once the page is on screen (see frame-slot.ts), so the provider never delays the
 * first paint; without JavaScript the <noscript> copy loads straight away. If the provider has
 * not answered after a few seconds, the space says so and offers the other ways to book.
 */
export function BookingFrame() {
  const slot = useRef<HTMLDivElement>(null)
  const allowed = useConsent('booking')
  const asks = siteConfig.thirdPartyConsent === 'ask'
  useEffect(() => {
    if (allowed && slot.current) fillFrameSlot(slot.current)
  }, [allowed])
  return (
    <FrameArea boxHeight={frameHeight} {...(asks ? { [consentForAttribute]: 'booking' } : {})}>
      <Waiting>
        <p data-when="loading">{copy.loading}</p>
        <div data-when="slow">
          <p>
            <strong>{copy.slowHeading}</strong>{' '}
            {fillNodes(copy.slow, { phoneLink: <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a> })}
          </p>
          <BookingPageLink />
        </div>
      </Waiting>
      <div
        ref={slot}
        data-frame-src={siteConfig.booking.embedUrl}
        data-frame-title={frameTitle}
        dangerouslySetInnerHTML={leftToThirdParty}
      />
      {/* Without JavaScript nobody can be asked, so a site that asks first only links to the provider. */}
      <noscript>{asks ? <BookingPageLink /> : <iframe src={siteConfig.booking.embedUrl} title={frameTitle} />}</noscript>
      <ConsentPrompt provider="booking" what={copy.what} action={copy.action} providerName={siteConfig.booking.providerName} />
    </FrameArea>
  )
}

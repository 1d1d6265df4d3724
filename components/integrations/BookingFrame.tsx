import styled from '@emotion/styled'
import { useEffect, useRef } from 'react'
import { siteConfig } from '../../config/site-config.ts'
import { EnquiryLink } from '../enquiry/EnquiryLink.tsx'
import type { EnquiryAnswers } from '../../enquiry/fields.ts'
import { colors, layout } from '../theme/theme.ts'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { BookingPageLink } from './BookingPageLink.tsx'
import { consentForAttribute } from './consent.ts'
import { ConsentPrompt } from './ConsentPrompt.tsx'
import { fillNodes } from './fill-nodes.tsx'
import { fillFrameSlot, frameSlotSelector, frameStateAttribute } from './frame-slot.ts'
import { useConsent } from './useThirdPartyScript.ts'
import { FixedFrame, leftToThirdParty } from './WidgetPanel.tsx'
import { bookingCalendarCopy, openingHoursLines } from '../../data/content.ts'

const frameHeight = '1000px'

/** The frame, whether the slot's or the <noscript> copy, fills the space kept for it. */
const FrameArea = styled(FixedFrame)`
  background-color: ${colors.warmGrey};
  /* Until the calendar draws over it, its place reads as a month's grid of days, not an empty box. */
  background-image:
    linear-gradient(to right, ${colors.border} 1px, transparent 1px), linear-gradient(to bottom, ${colors.border} 1px, transparent 1px);
  background-size: calc(100% / 7) 6rem;
  background-position: -1px -1px;
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
  /*
   * The browser's error page says nothing a visitor can act on, and no calendar is coming: the box
   * gives way to the card that offers the other ways to book, alone. What follows moves up, below
   * the first screen where the box ends, so nothing on screen shifts; a slow calendar keeps its
   * space, as it may still come.
   */
  &:has(iframe[${frameStateAttribute}='failed']) {
    height: auto;
    background: none;
    border-color: transparent;
    & iframe {
      display: none;
    }
  }
`

/**
 * The other ways to book, in the frame's place from the first paint (in the HTML, before any
 * script), behind the frame while it loads, and still there, saying so, if the provider is slow
 * or never answers, or cannot be reached; the provider's page covers it as it paints. Hidden once
 * the frame has loaded; without JavaScript the <noscript> frame is drawn over it. One card at the
 * top of the box, so a phone sees it with the words above, and its buttons appear once. Its three
 * messages share one place, so the buttons under them never move as the state changes (CLS). Flush
 * with the box, so once the box gives way the card lines up with the heading above it.
 */
const Waiting = styled.div`
  position: absolute;
  inset: 0 0 auto;
  padding: 1.25rem;
  background: ${colors.white};
  border: 1px solid ${colors.border};
  border-radius: ${layout.radius};
  box-shadow: 0 0.5rem 1.5rem rgb(11 58 110 / 0.12);
  display: grid;
  grid-template-columns: 100%;
  p {
    margin: 0;
    grid-area: 1 / 1;
  }
  strong {
    display: block;
    color: ${colors.navy};
    font-size: 1.125rem;
    margin-bottom: 0.25rem;
  }
  /* The buttons (the first row after the messages) close under the words: the messages' shared place
     already leaves room. Each fills its line, so stacked in the card they are one width (review 18). */
  & > div:first-of-type {
    margin-top: 0.75rem;
    & > * {
      flex: 1 1 auto;
    }
  }
  [data-when='slow'],
  [data-when='failed'] {
    visibility: hidden;
  }
  &:has(+ ${frameSlotSelector} iframe[${frameStateAttribute}='loaded']) {
    display: none;
  }
  /* In the flow once the box gives way to it (FrameArea), where it was: nothing on screen moves (CLS). */
  &:has(+ ${frameSlotSelector} iframe[${frameStateAttribute}='failed']) {
    position: static;
  }
  ${(['slow', 'failed'] as const)
    .map(
      (state) => `&:has(+ ${frameSlotSelector} iframe[${frameStateAttribute}='${state}']) {
    [data-when='loading'] { visibility: hidden; }
    [data-when='${state}'] { visibility: visible; }
  }`,
    )
    .join('\n')}
`

/** When a person answers the phone, under the other ways to book. */
const Hours = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0.75rem 0 0;
  border-top: 1px solid ${colors.border};
  color: ${colors.muted};
  font-size: 0.9375rem;
`

const copy = bookingCalendarCopy.booking
const frameTitle = copy.frameTitle

/**
 * The scheduling service's page, 1000px tall, with its own header and footer hidden. Its frame
 * is created once the page is on screen (see frame-slot.ts), so the provider never delays the
 * first paint; without JavaScript the <noscript> copy loads straight away. Until it draws, the
 * space offers the other ways to book, and says so if the provider is slow; asking us to call
 * carries the quote the visitor booked from (`prefill`).
 */
export function BookingFrame({ prefill }: { prefill?: EnquiryAnswers }) {
  const phoneLink = <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
  const slot = useRef<HTMLDivElement>(null)
  const allowed = useConsent('booking')
  const asks = siteConfig.thirdPartyConsent === 'ask'
  useEffect(() => {
    if (allowed && slot.current) fillFrameSlot(slot.current)
  }, [allowed])
  return (
    <FrameArea $boxHeight={frameHeight} {...(asks ? { [consentForAttribute]: 'booking' } : {})}>
      <Waiting>
        <p data-when="loading">
          <strong>{copy.loading}</strong> {fillNodes(copy.meanwhile, { phoneLink })}
        </p>
        <p data-when="slow">
          <strong>{copy.slowHeading}</strong> {fillNodes(copy.slow, { phoneLink })}
        </p>
        <p data-when="failed">
          <strong>{copy.failedHeading}</strong> {fillNodes(copy.failed, { phoneLink })}
        </p>
        <ButtonRow>
          <BookingPageLink />
          <EnquiryLink prefill={prefill} />
        </ButtonRow>
        <Hours>
          {openingHoursLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Hours>
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

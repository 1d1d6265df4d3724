import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { ExternalLink } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { siteConfig } from '../../data/site-config'
import { colors } from '../theme/theme'
import { ButtonLink } from '../ui/ButtonLink'
import { visuallyHidden } from '../ui/visually-hidden'
import { FixedFrame } from './WidgetPanel'

const frameHeight = '1000px'

/** Seen through the frame until the calendar paints over it. */
const Waiting = styled.p`
  position: absolute;
  inset: 1.25rem 1.25rem auto;
  color: ${colors.muted};
`

const Frame = styled.iframe`
  position: relative;
  display: block;
  width: 100%;
  height: ${frameHeight};
  border: 0;
  /* Without scripting the <noscript> copy is the calendar, and this one would never load. */
  @media (scripting: none) { &[data-src] { display: none; } }
`

const frameTitle = 'Book an appointment: live availability'

/**
 * The scheduling service's page, 1000px tall, with its own header and footer hidden. It loads
 * once the page itself has (renderer/boot.ts sets src from data-src, or this does after client
 * navigation), so the provider never delays the first paint; without JavaScript the
 * <noscript> copy loads straight away.
 */
export function BookingFrame() {
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (frame.current && !frame.current.getAttribute('src')) frame.current.src = siteConfig.booking.embedUrl
  }, [])
  return (
    <FixedFrame height={frameHeight} css={{ background: colors.warmGrey }}>
      <Waiting>Loading the calendar…</Waiting>
      <Frame ref={frame} data-src={siteConfig.booking.embedUrl} title={frameTitle} />
      <noscript>
        <Frame src={siteConfig.booking.embedUrl} title={frameTitle} />
      </noscript>
    </FixedFrame>
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

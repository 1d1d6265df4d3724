import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { ExternalLink } from 'lucide-react'
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
`

/** The scheduling service's page, 1000px tall, with its own header and footer hidden. */
export function BookingFrame() {
  return (
    <FixedFrame height={frameHeight} css={{ background: colors.warmGrey }}>
      <Waiting>Loading the calendar…</Waiting>
      <Frame src={siteConfig.booking.embedUrl} title="Book an appointment: live availability" loading="eager" />
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

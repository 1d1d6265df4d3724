import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { ExternalLink } from 'lucide-react'
import { siteConfig } from '../../data/site-config'
import { colors, layout } from '../theme/theme'
import { ButtonLink } from '../ui/ButtonLink'
import { visuallyHidden } from '../ui/visually-hidden'

const frameHeight = '1000px'

/** Fixed at the frame's height, so the calendar arriving late moves nothing. */
const Slot = styled.div`
  position: relative;
  height: ${frameHeight};
  border: 1px solid ${colors.border};
  border-radius: ${layout.radius};
  background: ${colors.warmGrey};
  overflow: hidden;
`

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
    <Slot>
      <Waiting>
        The calendar is loading. If it does not appear, use the booking page link or call us.
      </Waiting>
      <Frame src={siteConfig.booking.embedUrl} title="Book an appointment: live availability" loading="eager" />
    </Slot>
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

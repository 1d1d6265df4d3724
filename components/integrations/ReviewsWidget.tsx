import styled from '@emotion/styled'
import { figures } from '../../data/figures.ts'
import { formatAtLeast } from '../../data/format.ts'
import { siteConfig } from '../../config/site-config.ts'
import { colors } from '../theme/theme.ts'
import type { ThirdPartyScript } from './third-party-scripts.ts'
import { WidgetPanel } from './WidgetPanel.tsx'

const Rating = styled.p`
  font-size: clamp(2.5rem, 8vw, 3.5rem);
  font-weight: 800;
  line-height: 1;
  color: ${colors.navy};
  margin: 0.5rem 0;
`

const statusText = {
  loading: 'Loading the latest reviews…',
  ready: 'The latest reviews are shown here.',
  failed: 'The latest reviews cannot load right now. The rating above is from all our reviews so far.',
} as const

const reviewsScript: ThirdPartyScript = { src: siteConfig.reviews.scriptUrl, dataset: {} }

/** The review service attaches its widget to the element with the configured id. */
export function ReviewsWidget() {
  return (
    <WidgetPanel
      script={reviewsScript}
      mountId={siteConfig.reviews.widgetId}
      height="26rem"
      statusText={statusText}
      fallback={
        <>
          <Rating>
            {figures.ratingValue}
            <span css={{ fontSize: '0.45em', fontWeight: 700 }}> out of {figures.bestRating}</span>
          </Rating>
          <p>Our average rating from {formatAtLeast(figures.ratingCount)} customer reviews.</p>
        </>
      }
    />
  )
}

import styled from '@emotion/styled'
import { siteConfig } from '../../config/site-config.ts'
import { quotes } from '../../data/quotes.ts'
import { QuoteCards } from '../reviews/QuoteCards.tsx'
import { RatingSummary } from '../reviews/RatingSummary.tsx'
import { StaticContent } from '../ui/StaticContent.tsx'
import type { ThirdPartyScript } from './third-party-scripts.ts'
import { WidgetPanel } from './WidgetPanel.tsx'

const statusText = {
  loading: 'Loading the latest reviews…',
  ready: 'The latest reviews are shown here.',
  slow: 'The latest reviews are taking a while. Meanwhile, here are some we have.',
  failed: 'The latest reviews cannot load right now. Above are the rating and some reviews we have.',
} as const

const reviewsScript: ThirdPartyScript = { src: siteConfig.reviews.scriptUrl, dataset: {} }

const Gap = styled.div`
  margin-top: 1.25rem;
`

/**
 * The review service attaches its widget to the element with the configured id. Until it does,
 * or if it never does, the same space shows the rating and the reviews the site has.
 */
export function ReviewsWidget() {
  return (
    <WidgetPanel
      provider="reviews"
      consent={{ what: 'the latest reviews', action: 'Load the reviews', providerName: siteConfig.reviews.providerName }}
      script={reviewsScript}
      mountId={siteConfig.reviews.widgetId}
      height="40rem"
      statusText={statusText}
      fallback={
        <StaticContent id="reviews-we-have">
          {import.meta.env.SSR && (
            <>
              <RatingSummary />
              <Gap>
                <QuoteCards quotes={quotes} />
              </Gap>
            </>
          )}
        </StaticContent>
      }
    />
  )
}

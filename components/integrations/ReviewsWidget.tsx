import styled from '@emotion/styled'
import { siteConfig } from '../../config/site-config.ts'
import { ShowMore } from '../ui/ShowMore.tsx'
import { QuoteCards } from '../reviews/QuoteCards.tsx'
import { RatingSummary } from '../reviews/RatingSummary.tsx'
import type { ThirdPartyScript } from './third-party-scripts.ts'
import { WidgetPanel } from './WidgetPanel.tsx'
import { reviewsWidgetCopy, sharedSectionsCopy, quotes } from '../../data/content.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'

const statusText = reviewsWidgetCopy.reviewsStatus

const reviewsScript: ThirdPartyScript = { src: siteConfig.reviews.scriptUrl, dataset: {} }

const Gap = styled.div`
  margin-top: 1.25rem;
`

/** Reviews shown before "Show more": a screenful, whole, never cut mid-sentence. */
const shownFirst = 4
const [firstQuotes, moreQuotes] = [quotes.slice(0, shownFirst), quotes.slice(shownFirst)]

/**
 * The review service attaches its widget to the element with the configured id. Until it does,
 * or if it never does, the same space shows the rating and the reviews the site has.
 */
export function ReviewsWidget() {
  return (
    <WidgetPanel
      provider="reviews"
      consent={{ ...reviewsWidgetCopy.reviews, providerName: siteConfig.reviews.providerName }}
      script={reviewsScript}
      mountId={siteConfig.reviews.widgetId}
      // A review carousel's usual height, and about the height of the reviews the site shows in a
      // row on phones (taller, it left an empty band under them that read as a broken widget); a
      // taller widget scrolls within the panel rather than moving the page.
      minHeight="24rem"
      statusText={statusText}
      framed={false}
      fallback={
        <div>
          <RatingSummary />
          <Gap>
            <QuoteCards quotes={firstQuotes} />
          </Gap>
          {moreQuotes.length > 0 && (
            <ShowMore label={fillPlaceholders(sharedSectionsCopy.reviews.showMore, { count: String(moreQuotes.length) })}>
              <QuoteCards quotes={moreQuotes} />
            </ShowMore>
          )}
        </div>
      }
    />
  )
}

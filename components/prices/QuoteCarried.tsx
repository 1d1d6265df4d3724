import styled from '@emotion/styled'
import { availabilityCopy, siteCopy } from '../../data/content.ts'
import { routes } from '../../data/routes.ts'
import { carriedQuote, type CarriedQuote } from '../../data/price-options.ts'
import { usePageContext } from '../../hooks/page-context.tsx'
import { colors, layout } from '../theme/theme.ts'

const Summary = styled.p`
  margin: 0.75rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: ${layout.radius};
  background: ${colors.accentWash};
`

/**
 * The quote a visitor booked from (`/availability?radiators=14&postcode=N13`). Only the running
 * app writes those answers into Book Now, so they always arrive by client navigation. A page loaded
 * afresh (a reload, a new tab) leaves them out: the prerendered page has none, and adding them on
 * hydration would move the calendar.
 */
export function useCarriedQuote(): CarriedQuote | null {
  const { isHydration, urlParsed } = usePageContext()
  return isHydration ? null : carriedQuote(urlParsed.search)
}

/**
 * Under the booking page's lead, the quote the visitor booked from, so the price they saw comes with
 * them; a visitor who came another way sees our starting prices in the same place.
 */
export function QuoteCarried({ quote }: { quote: CarriedQuote | null }) {
  const words = availabilityCopy.quote
  return quote ? (
    <Summary>
      <strong>{words.label}</strong> {quote.line} <a href={quote.changeHref}>{words.change}</a>
    </Summary>
  ) : (
    <Summary>
      <strong>{words.withoutQuoteLabel}</strong> {words.withoutQuote} <a href={routes.prices}>{siteCopy.buttons.viewPrices}</a>
    </Summary>
  )
}

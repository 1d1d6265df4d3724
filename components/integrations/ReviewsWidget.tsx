import styled from '@emotion/styled'
import { figures } from '../../data/figures'
import { formatCount } from '../../data/format'
import { siteConfig } from '../../data/site-config'
import { colors } from '../theme/theme'
import { useThirdPartyScript } from './useThirdPartyScript'

const Container = styled.div`
  min-height: 24rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  padding: 1.25rem;
  background: ${colors.white};
`

/** The review service attaches its widget to the element with the configured id. */
export function ReviewsWidget() {
  const status = useThirdPartyScript(siteConfig.reviews.scriptUrl)
  return (
    <Container>
      <p role="status">
        {status === 'failed'
          ? `Live reviews cannot load right now. Our customers rate us ${figures.ratingValue} out of ${figures.bestRating} from ${formatCount(figures.ratingCount)} reviews.`
          : `Reviews from our customers, who rate us ${figures.ratingValue} out of ${figures.bestRating}.`}
      </p>
      <div id={siteConfig.reviews.widgetId} />
    </Container>
  )
}

import { ReviewsWidget } from '../../components/integrations/ReviewsWidget.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { QuoteCards } from '../../components/sections/QuoteCards.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { StatGrid } from '../../components/sections/StatGrid.tsx'
import { Container, Readable } from '../../components/ui/Container.tsx'
import { figures } from '../../data/figures.ts'
import { formatAtLeast, formatPercent } from '../../data/format.ts'

export default function TestimonialsPage() {
  return (
    <>
      <Container css={{ paddingTop: 'clamp(2rem, 6vw, 3.5rem)', paddingBottom: '2rem' }}>
        <Readable>
          <h1>What our customers say</h1>
          <p css={{ fontSize: '1.1875rem' }}>Most people call us after something else has failed. Here is how it went for them.</p>
        </Readable>
        <StatGrid
          stats={[
            { value: String(figures.ratingValue), label: `average rating out of ${figures.bestRating}` },
            { value: formatAtLeast(figures.systemsCleaned), label: 'systems cleaned' },
            { value: formatPercent(figures.successRatePercent), label: 'success rate' },
          ]}
        />
      </Container>
      <Section id="reviews" heading="Customer reviews" tone="warm">
        <ReviewsWidget />
      </Section>
      <Section id="quotes" heading="In their words">
        <QuoteCards />
      </Section>
      <CtaBand heading="Your radiators could be next" />
    </>
  )
}

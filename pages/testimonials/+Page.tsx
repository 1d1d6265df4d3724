import { ReviewsWidget } from '../../components/integrations/ReviewsWidget.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { PageIntro } from '../../components/sections/PageIntro.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { StatGrid } from '../../components/sections/StatGrid.tsx'
import { Readable } from '../../components/ui/Container.tsx'
import { figures } from '../../data/figures.ts'
import { formatAtLeast, formatPercent } from '../../data/format.ts'
import { reviewPolicy } from '../../data/review-policy.ts'

export default function TestimonialsPage() {
  return (
    <>
      <PageIntro title="What our customers say" lead="Most people call us after something else has failed. Here is how it went for them.">
        <StatGrid
          stats={[
            { value: String(figures.ratingValue), label: `average rating out of ${figures.bestRating}` },
            { value: formatAtLeast(figures.systemsCleaned), label: 'systems cleaned' },
            { value: formatPercent(figures.successRatePercent), label: 'success rate' },
          ]}
        />
      </PageIntro>
      <Section id="reviews" heading="Customer reviews" tone="warm">
        <ReviewsWidget />
      </Section>
      <Section id="how-we-collect-reviews" heading={reviewPolicy.heading} staticContent>
        {import.meta.env.SSR && (
          <>
            <Readable>
              {reviewPolicy.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Readable>
          </>
        )}
      </Section>
      <CtaBand heading="Your radiators could be next" />
    </>
  )
}

import { ReviewsWidget } from '../../components/integrations/ReviewsWidget.tsx'
import { CaseStudies } from '../../components/sections/CaseStudies.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Readable } from '../../components/ui/Container.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { testimonialsCopy as copy, reviewPolicy } from '../../data/content.ts'

export default function TestimonialsPage() {
  return (
    <>
      <Hero {...copy.hero} showFigures />
      <Section id="reviews" heading={copy.reviews.heading} tone="warm">
        <ReviewsWidget />
      </Section>
      <CaseStudies heading={copy.caseStudies.heading} intro={copy.caseStudies.intro} detail shownFirst={2} />
      <Section id="how-we-collect-reviews" heading={reviewPolicy.heading} tone="warm">
        <Readable>
          <Paragraphs items={reviewPolicy.paragraphs} />
        </Readable>
      </Section>
      <CtaBand heading={copy.cta.heading} text={copy.cta.text} />
    </>
  )
}

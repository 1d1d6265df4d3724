import styled from '@emotion/styled'
import { ReviewsWidget } from '../../components/integrations/ReviewsWidget.tsx'
import { CaseStudies } from '../../components/sections/CaseStudies.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { media } from '../../components/theme/theme.ts'
import { testimonialsCopy as copy, reviewPolicy } from '../../data/content.ts'

/** The review policy in two columns on wide screens, at a reading measure each, not one column beside an empty half (review 25). */
const Policy = styled.div`
  ${media.twoColumns} {
    column-count: 2;
    column-gap: 2.5rem;
    p {
      break-inside: avoid;
    }
  }
`

export default function TestimonialsPage() {
  return (
    <>
      <Hero {...copy.hero} showFigures />
      <Section id="reviews" heading={copy.reviews.heading} tone="warm">
        <ReviewsWidget />
      </Section>
      <CaseStudies heading={copy.caseStudies.heading} intro={copy.caseStudies.intro} detail shownFirst={2} />
      <Section id="how-we-collect-reviews" heading={reviewPolicy.heading} tone="warm">
        <Policy>
          <Paragraphs items={reviewPolicy.paragraphs} />
        </Policy>
      </Section>
      <CtaBand heading={copy.cta.heading} text={copy.cta.text} />
    </>
  )
}

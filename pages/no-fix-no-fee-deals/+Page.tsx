import styled from '@emotion/styled'
import { BookingPageLink } from '../../components/integrations/BookingPageLink.tsx'
import { GuidedQuote } from '../../components/prices/GuidedQuote.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { GuaranteeDetails } from '../../components/sections/GuaranteeDetails.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { PricesAndFlushyLinks } from '../../components/sections/PricesAndFlushyLinks.tsx'
import { OptionComparison } from '../../components/sections/OptionComparison.tsx'
import { ProcessSteps } from '../../components/sections/ProcessSteps.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { noFixNoFeeCopy as copy } from '../../data/content.ts'

/** The visitor's own prices under the comparison, set apart from it. */
const QuoteBelow = styled.div`
  margin-top: 1.5rem;
  max-width: 40rem;
`

/** The two options compared with the visitor's own prices, the day, what happens if it fails, and the guarantee. */
export default function NoFixNoFeePage() {
  return (
    <>
      <Hero {...copy.hero} primaryAction={<BookingPageLink label={copy.bookLabel} />} />
      <Section id="compare" heading={copy.compare.heading} tone="warm" intro={copy.compare.intro}>
        <OptionComparison />
        <QuoteBelow>
          <GuidedQuote linkToPrices />
        </QuoteBelow>
      </Section>
      <Section id="how-it-works" heading={copy.howItWorks.heading} tone="warm">
        <ProcessSteps steps={copy.howItWorks.steps} />
      </Section>
      <Section id="if-it-fails" heading={copy.ifItFails.heading}>
        <Paragraphs items={copy.ifItFails.paragraphs} />
      </Section>
      <Section id="guarantee" heading={copy.guarantee.heading} tone="warm">
        <GuaranteeDetails />
        <PricesAndFlushyLinks before={<BookingPageLink label={copy.bookLabel} />} />
      </Section>
      <Section id="questions" heading={copy.questions.heading} intro={copy.questions.intro}>
        <PageQuestions page="no-fix-no-fee" />
      </Section>
      <CtaBand />
    </>
  )
}

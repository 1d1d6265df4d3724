import { BookingPageLink } from '../../components/integrations/BookingPageLink.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { GuaranteeDetails } from '../../components/sections/GuaranteeDetails.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { PricesAndFlushyLinks } from '../../components/sections/PricesAndFlushyLinks.tsx'
import { OptionComparison } from '../../components/sections/OptionComparison.tsx'
import { ProcessSteps } from '../../components/sections/ProcessSteps.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Readable } from '../../components/ui/Container.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { noFixNoFeeCopy as copy } from '../../data/content.ts'

/**
 * The two options compared, the day and what happens if it fails, and the guarantee. The visitor's own
 * prices are one tap away (View Prices, with the guarantee), not a third copy of the quote here.
 * Book Your Service Now leads the hero; the closing band books again, so the guarantee ends with
 * the prices and Flushy alone (review 13 counted five buttons in 700 px there).
 */
export default function NoFixNoFeePage() {
  return (
    <>
      <Hero {...copy.hero} primaryAction={<BookingPageLink />} />
      <Section id="compare" heading={copy.compare.heading} tone="warm" intro={copy.compare.intro}>
        <OptionComparison withPrices />
      </Section>
      <Section id="how-it-works" heading={copy.howItWorks.heading}>
        <ProcessSteps steps={copy.howItWorks.steps} />
        {/* The day's other ending, under its steps: two sentences, not a band of their own. */}
        <Readable>
          <h3 id="if-it-fails">{copy.ifItFails.heading}</h3>
          <Paragraphs items={copy.ifItFails.paragraphs} />
        </Readable>
      </Section>
      <Section id="guarantee" heading={copy.guarantee.heading} tone="warm">
        <GuaranteeDetails />
        <PricesAndFlushyLinks />
      </Section>
      <PageQuestions page="no-fix-no-fee" heading={copy.questions.heading} intro={copy.questions.intro} />
      <CtaBand />
    </>
  )
}

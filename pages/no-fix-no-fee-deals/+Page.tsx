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
import { Split } from '../../components/sections/Split.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { noFixNoFeeCopy as copy } from '../../data/content.ts'

export default function NoFixNoFeePage() {
  return (
    <>
      <Hero {...copy.hero} primaryAction={<BookingPageLink label={copy.bookLabel} />} />
      <Section id="compare" heading={copy.compare.heading} tone="warm" intro={copy.compare.intro}>
        <OptionComparison />
      </Section>
      <Section id="your-price" heading={copy.yourPrice.heading} intro={copy.yourPrice.intro}>
        <GuidedQuote />
      </Section>
      <Section id="how-it-works" heading={copy.howItWorks.heading} tone="warm">
        <ProcessSteps steps={copy.howItWorks.steps} />
      </Section>
      <Section id="if-it-fails" heading={copy.ifItFails.heading}>
        <Split aside={<Checklist heading={copy.ifItFails.checklistHeading} items={copy.ifItFails.checklist} />}>
          <Paragraphs items={copy.ifItFails.paragraphs} />
        </Split>
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

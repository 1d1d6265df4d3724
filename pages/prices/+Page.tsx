import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { OptionComparison } from '../../components/sections/OptionComparison.tsx'
import { GuidedQuote } from '../../components/prices/GuidedQuote.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { PriceList } from '../../components/prices/PriceList.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { BookNowButton } from '../../components/ui/BookNowButton.tsx'
import { ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { pricesCopy as copy } from '../../data/content.ts'

/** The quote, the one full list with what every price includes and the terms of payment beside it, then the two options. */
export default function PricesPage() {
  const { guaranteesAndPayment } = copy
  return (
    <>
      <Hero {...copy.hero} feature={<GuidedQuote />} termsInFeature />
      <Section id="price-list" heading={copy.priceList.heading} intro={copy.priceList.intro}>
        <Split
          aside={
            <>
              <h3>{guaranteesAndPayment.includedHeading}</h3>
              <Checklist items={guaranteesAndPayment.included} />
              <CardGrid columns={1} items={guaranteesAndPayment.cards} />
            </>
          }
        >
          <PriceList />
          <ButtonRow>
            <BookNowButton />
          </ButtonRow>
        </Split>
      </Section>
      <Section id="options" heading={copy.options.heading} intro={copy.options.intro} tone="warm">
        <OptionComparison />
      </Section>
      <PageQuestions page="prices" heading={copy.questions.heading} intro={copy.questions.intro} openFirst />
      <CtaBand {...copy.cta} />
    </>
  )
}

import styled from '@emotion/styled'
import { figures } from '../../data/figures.ts'
import { formatOrList, formatPounds, formatYearsAdjective } from '../../data/format.ts'
import { guarantee } from '../../data/guarantee.ts'
import { cancellationSummary } from '../../data/legal/shared.ts'
import { pricing, startingPrices } from '../../data/pricing.ts'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { OptionComparison } from '../../components/sections/OptionComparison.tsx'
import { PriceFinder } from '../../components/prices/PriceFinder.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { PriceList } from '../../components/prices/PriceList.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'

/** Set apart from the cards above it. */
const AlwaysIncluded = styled.h3`
  margin-top: 2rem;
`

export default function PricesPage() {
  return (
    <>
      <Hero
        eyebrow="Prices and quotes"
        title="One fixed price for your whole system"
        lead={`Count every radiator in the house, towel rails included, and find your price below. From ${formatPounds(startingPrices.standard)} for ${startingPrices.radiators} radiators or fewer, including VAT, chemicals and travel, and the same wherever you live.`}
        note={`No Fix No Fee: nothing to pay if we cannot clear the blockage, and a ${formatYearsAdjective(pricing.noFixGuaranteeYears)} guarantee when we do.`}
      />
      <Section
        id="your-price"
        heading="Find your price"
        intro={`Prices depend on the total number of radiators, not only the blocked ones, because we clean the whole system. Homes with ${pricing.contactFromRadiators} or more radiators: ask Flushy or call for a price.`}
      >
        <PriceFinder>
          <PriceList />
        </PriceFinder>
      </Section>
      <Section
        id="options"
        heading="Standard or No Fix No Fee?"
        intro="You choose on the appointment day, after the engineer has assessed your system and before any work starts."
        tone="warm"
        staticContent
      >
        {import.meta.env.SSR && <OptionComparison />}
      </Section>
      <Section id="guarantees-and-payment" heading="Guarantees and payment" staticContent>
        {import.meta.env.SSR && (
          <>
            <CardGrid
              columns={3}
              items={[
                {
                  title: 'Guarantees',
                  text: guarantee.summary,
                },
                {
                  title: 'Payment on completion',
                  text: `Nothing up front. Pay when the job is done by ${formatOrList(pricing.paymentMethods)}.`,
                },
                {
                  title: 'Cancellation',
                  text: cancellationSummary,
                },
              ]}
            />
            <AlwaysIncluded>Always included</AlwaysIncluded>
            <Checklist
              items={[
                'VAT, chemicals and inhibitor',
                'Travel: no call-out or mileage charges anywhere we cover',
                `A ${figures.fixDays === 1 ? 'one-day' : `${figures.fixDays}-day`} visit: unblock, clean, then protect`,
                'A clear explanation of what we found and what we did',
              ]}
            />
          </>
        )}
      </Section>
      <Section id="questions" heading="Questions about prices" tone="warm">
        <PageQuestions page="prices" />
      </Section>
      <CtaBand heading="Know your radiator count? Book your day" />
    </>
  )
}

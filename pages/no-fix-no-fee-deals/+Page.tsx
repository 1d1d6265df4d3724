import { BookingPageLink } from '../../components/integrations/BookingPageLink.tsx'
import { PriceFinder } from '../../components/prices/PriceFinder.tsx'
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
import { figures } from '../../data/figures.ts'
import { formatOrList, formatPercent, formatYearsAdjective } from '../../data/format.ts'
import { pricing } from '../../data/pricing.ts'

export default function NoFixNoFeePage() {
  return (
    <>
      <Hero
        eyebrow="No Fix No Fee"
        title="If we can’t fix it, you don’t pay"
        lead={`Been let down by a power flush already? Put the risk on us. Choose No Fix No Fee on the day and you pay only if your heating is cleared, with a ${formatYearsAdjective(pricing.noFixGuaranteeYears)} guarantee when it is.`}
        primaryAction={<BookingPageLink label="Book Your Service Now" tone="primary" />}
      />
      <Section
        id="compare"
        heading="Standard pricing or No Fix No Fee"
        tone="warm"
        intro="Both options use the same engineers, the same pellet flush and the same care. The difference is who carries the risk."
        staticContent
      >
        {import.meta.env.SSR && <OptionComparison />}
      </Section>
      <Section id="your-price" heading="Both prices for your home">
        <PriceFinder linkToPriceList />
      </Section>
      <Section id="how-it-works" heading="How the day works" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <ProcessSteps
            steps={[
              {
                title: 'Arrival and assessment',
                text: 'We check the boiler, pump, valves and every radiator, find where the system is blocked and tell you what we expect to achieve.',
              },
              {
                title: 'You choose',
                text: 'Standard or No Fix No Fee, decided with all the facts in front of you and before any work starts.',
              },
              {
                title: 'Unblock, then clean',
                text: 'Pellets clear the blocked loops, then the whole system is flushed and protected with inhibitor.',
              },
              {
                title: 'Check and pay',
                text: `We check every radiator heats evenly. Payment is on completion by ${formatOrList(pricing.paymentMethods)}; under No Fix No Fee, only if it worked.`,
              },
            ]}
          />
        )}
      </Section>
      <Section id="if-it-fails" heading="What if the fix doesn’t work?" staticContent>
        {import.meta.env.SSR && (
          <>
            <Split
              aside={
                <Checklist
                  heading="If we cannot clear it"
                  items={[
                    'No Fix No Fee: you pay nothing at all',
                    'Standard: you pay the lower price, agreed up front',
                    'Either way, we tell you honestly what we found and what would fix it',
                  ]}
                />
              }
            >
              <p>
                We clear {formatPercent(figures.successRatePercent)} of the systems we see, and{' '}
                {formatPercent(figures.unfixableMicroboreSuccessPercent)} of microbore systems other engineers had called unfixable.
                Occasionally the cause is something a flush cannot cure, such as a failed pump, a seized valve or a pipe crushed under a
                floor.
              </p>
              <p>If that happens, you will know exactly why and what to do next, and under No Fix No Fee it costs you nothing.</p>
            </Split>
          </>
        )}
      </Section>
      <Section id="guarantee" heading="Our guarantee" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <>
            <GuaranteeDetails />
            <PricesAndFlushyLinks before={<BookingPageLink label="Book Your Service Now" />} />
          </>
        )}
      </Section>
      <Section id="questions" heading="Questions about No Fix No Fee">
        <PageQuestions page="no-fix-no-fee" />
      </Section>
      <CtaBand />
    </>
  )
}

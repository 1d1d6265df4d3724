import { Award, BadgePoundSterling, CalendarClock, Wrench } from 'lucide-react'
import { figures } from '../../data/figures.ts'
import { formatAtLeast, formatPercent, formatPounds, formatYearsAdjective } from '../../data/format.ts'
import { pricing, startingPrices } from '../../data/pricing.ts'
import { Diagram } from '../../components/illustrations/Diagram.tsx'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { PriceFinder } from '../../components/prices/PriceFinder.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { QuoteCards } from '../../components/reviews/QuoteCards.tsx'
import { quotes } from '../../data/quotes.ts'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'

export default function HomePage() {
  return (
    <>
      <Hero
        eyebrow="Power flush failed? Microbore “unfixable”?"
        title="Blocked central heating cleared in one day"
        lead={`We specialise in the systems power flushing cannot reach: ${figures.microboreMaxMillimetres}mm and smaller microbore and plastic pipes. Our patented pellet flush has cleaned ${formatAtLeast(figures.systemsCleaned)} systems, from ${formatPounds(startingPrices.standard)} including VAT, with no travel charges.`}
        note={`Choose No Fix No Fee on the day: nothing to pay if we cannot clear it, and a ${formatYearsAdjective(pricing.noFixGuaranteeYears)} guarantee when we do.`}
      />
      <Section id="why-us" heading="Why homeowners call us after a power flush" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <CardGrid
            items={[
              {
                icon: Award,
                title: 'Proven Success',
                text: `${formatPercent(figures.successRatePercent)} of systems cleared, and ${formatPercent(figures.unfixableMicroboreSuccessPercent)} of microbore systems other engineers had called unfixable.`,
              },
              {
                icon: BadgePoundSterling,
                title: 'No Fix No Fee',
                text: 'Pick the option on the day, before we start. If the blockage is not cleared, you pay nothing at all.',
              },
              {
                icon: Wrench,
                title: 'Expert Engineers',
                text: `${figures.combinedExperienceYears}+ years of combined experience, and over ${formatPercent(figures.failedPowerFlushRepairsPercent)} of our work is putting right a power flush that did not work.`,
              },
              {
                icon: CalendarClock,
                title: 'One Day Fix',
                text: 'Most systems are unblocked, cleaned and hot again the same day, without lifting floors or replacing pipes.',
              },
            ]}
          />
        )}
      </Section>
      <Section id="technology" heading="Pellet Flush technology: built for narrow pipes" staticContent>
        {import.meta.env.SSR && (
          <>
            <Split
              aside={
                <Diagram
                  name="pellet-flush"
                  caption="Pellets travel with the water to the blockage, dissolve there and break it up; the flush then carries the sludge out."
                />
              }
            >
              <p>
                A power flush pushes water hard through the system. In {figures.standardPipeMillimetres}mm pipe that can work. In microbore,
                the water takes the easy route round the open loops and leaves the blocked radiators untouched.
              </p>
              <p>
                Our patented pellets travel with the flow to the blockage and dissolve there, breaking up sludge and scale where it sits.
                Then we flush the loosened debris out and protect the clean system with inhibitor.
              </p>
              <ButtonRow>
                <ButtonLink href="/microbore-and-plastic-pipes" tone="secondary">
                  How it works on microbore and plastic pipes
                </ButtonLink>
              </ButtonRow>
            </Split>
          </>
        )}
      </Section>
      <Section id="customers" heading="What customers say" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <>
            <QuoteCards quotes={quotes.slice(0, 2)} />
            <ButtonRow>
              <ButtonLink href="/testimonials" tone="outline">
                Read more reviews
              </ButtonLink>
            </ButtonRow>
          </>
        )}
      </Section>
      <Section
        id="your-price"
        heading="Know your price before you book"
        intro="One fixed price for the whole house, set by how many radiators you have. The same in every area we cover."
      >
        <PriceFinder linkToPriceList />
      </Section>
      <CtaBand />
    </>
  )
}

import { Gauge, HandCoins, Layers, ShieldCheck } from 'lucide-react'
import { business } from '../../data/business.ts'
import { figures } from '../../data/figures.ts'
import { formatAtLeast, formatPercent, formatYears, formatYearsAdjective } from '../../data/format.ts'
import { pricing } from '../../data/pricing.ts'
import { Diagram } from '../../components/illustrations/Diagram.tsx'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { StatGrid } from '../../components/sections/StatGrid.tsx'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { Readable } from '../../components/ui/Container.tsx'
import { PricesButton } from '../../components/ui/PageButtons.tsx'

export default function WhoAreWePage() {
  return (
    <>
      <Hero
        eyebrow="Who we are"
        title="The people you call when the power flush didn’t work"
        lead={`${business.name} was founded in ${figures.foundedYear} by heating engineers who kept meeting the same problem: narrow-pipe systems that no amount of power flushing would clear. Between us we bring ${figures.combinedExperienceYears}+ years of experience.`}
      />
      <Section id="story" heading="Our story" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <>
            <Split
              aside={
                <Diagram
                  name="pellet-flush"
                  caption="Our method: pellets travel to the blockage, dissolve there and break it up, and the flush carries the sludge out."
                />
              }
            >
              <p>
                Time and again we were called to homes where a power flush had been done, money had been spent, and the radiators were still
                cold. Nearly always the pipes were microbore, {figures.microboreMaxMillimetres}mm or smaller, or plastic.
              </p>
              <p>
                A power flush relies on pushing water hard round the system. In narrow pipes the water simply takes the open route and the
                blocked loops stay blocked. So we developed a different method: pellets that travel to the blockage and dissolve there,
                followed by a thorough clean. It is now patented, and it has cleared {formatAtLeast(figures.systemsCleaned)} systems.
              </p>
            </Split>
          </>
        )}
      </Section>
      <Section id="mission" heading="Our mission">
        <Readable>
          <p>
            To get every radiator in your home hot again without ripping out pipes or lifting floors, at a price you know before we start,
            with the risk on us if you want it there.
          </p>
        </Readable>
        <StatGrid
          stats={[
            { value: formatAtLeast(figures.systemsCleaned), label: 'systems cleaned' },
            { value: formatPercent(figures.successRatePercent), label: 'success rate' },
            { value: formatPercent(figures.unfixableMicroboreSuccessPercent), label: 'on “unfixable” microbore' },
            { value: `${formatPercent(figures.failedPowerFlushRepairsPercent)}+`, label: 'of our work follows a failed power flush' },
          ]}
        />
      </Section>
      <Section id="different" heading="What makes us different" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <CardGrid
            items={[
              {
                icon: Layers,
                title: 'Narrow pipes are our speciality',
                text: 'Microbore, twin-entry valves and plastic pipe are the systems we work on every day, not the awkward exceptions.',
              },
              {
                icon: Gauge,
                title: 'Unblock first, then clean',
                text: 'We open the blocked loops before flushing, so the clean reaches every radiator, not just the easy ones.',
              },
              {
                icon: ShieldCheck,
                title: 'Gentle on plastic',
                text: 'Our method works without the high pressure that can strain plastic joints and older fittings.',
              },
              {
                icon: HandCoins,
                title: 'Fixed, open prices',
                text: 'Your price depends only on your radiator count, the same wherever you live, with no travel charges.',
              },
            ]}
          />
        )}
      </Section>
      <Section id="why-customers-choose-us" heading="Why customers choose us" staticContent>
        {import.meta.env.SSR && (
          <Checklist
            items={[
              `They were told their system was unfixable, and we clear ${formatPercent(figures.unfixableMicroboreSuccessPercent)} of those.`,
              'They want one visit: most systems are hot again the same day.',
              'They want floors and pipes left as they are.',
              'They want an engineer who explains what is wrong before starting.',
            ]}
          />
        )}
      </Section>
      <Section id="no-fix-no-fee" heading="No Fix No Fee, explained" tone="warm">
        <Readable>
          <p>
            On the day, after we have assessed your system, you choose. Standard costs less and is paid on completion whatever the outcome,
            with a {formatYearsAdjective(pricing.standardGuaranteeYears)} guarantee. No Fix No Fee costs more, but if we cannot clear the
            blockage you pay nothing, and a successful fix is guaranteed for {formatYears(pricing.noFixGuaranteeYears)}.
          </p>
        </Readable>
        <ButtonRow>
          <ButtonLink href="/no-fix-no-fee-deals" tone="secondary">
            How No Fix No Fee works
          </ButtonLink>
          <PricesButton />
        </ButtonRow>
      </Section>
      <CtaBand />
    </>
  )
}

import { figures } from '../../data/figures.ts'
import { formatAtLeast, formatPercent, formatThousandsShort } from '../../data/format.ts'
import { PelletFlush } from '../../components/illustrations/PelletFlush.tsx'
import { PipeComparison } from '../../components/illustrations/PipeComparison.tsx'
import { RadiatorBeforeAfter } from '../../components/illustrations/RadiatorBeforeAfter.tsx'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { PricesAndFlushyLinks } from '../../components/sections/PricesAndFlushyLinks.tsx'
import { ProcessSteps } from '../../components/sections/ProcessSteps.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { StatGrid } from '../../components/sections/StatGrid.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'

const smallest = figures.microboreMinMillimetres
const micro = figures.microboreMaxMillimetres
const standard = figures.standardPipeMillimetres

export default function MicroborePage() {
  return (
    <>
      <Hero
        eyebrow="Microbore and plastic pipes"
        title="Narrow pipes need a different kind of clean"
        lead={`Microbore pipes are ${micro}mm across or smaller, often with twin-entry valves. They block easily and defeat a power flush. Our pellet flush was made for them.`}
      />
      <Section id="what-is-microbore" heading="What is microbore?" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <>
            <Split aside={<PipeComparison />}>
              <p>
                Most central heating runs in {standard}mm copper pipe. Microbore uses {smallest}mm or {micro}mm pipe instead. It was popular
                from the 1970s because it is cheap, quick to fit and easy to hide under floors.
              </p>
              <p>
                The catch is space. A layer of sludge that would only narrow a {standard}mm pipe can close an {smallest}mm pipe completely.
                Twin-entry valves, where flow and return share one small valve body, clog even faster.
              </p>
              <p>
                Signs you may have it: thin pipes rising from the floor, one valve at the bottom of each radiator, radiators cold at the
                bottom or cold all over.
              </p>
            </Split>
          </>
        )}
      </Section>
      <Section id="why-others-fail" heading="Why other methods fail" staticContent>
        {import.meta.env.SSR && (
          <>
            <CardGrid
              columns={3}
              items={[
                {
                  title: 'Power flushing',
                  text: 'Water under pressure follows the path of least resistance. It races round the clear loops and leaves the blocked microbore ones untouched.',
                },
                {
                  title: 'Magnetic filters and chemicals alone',
                  text: 'They catch or soften sludge that is moving. They cannot shift a plug of sludge that has stopped the flow entirely.',
                },
                {
                  title: 'Replacing the pipework',
                  text: 'It works, but it means lifting floors and days of disruption, often for a system that could have been cleared.',
                },
              ]}
            />
          </>
        )}
      </Section>
      <Section id="two-step" heading="Our two-step approach" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <>
            <Split aside={<PelletFlush />}>
              <ProcessSteps
                steps={[
                  {
                    title: 'Unblock',
                    text: 'Dissolvable pellets travel with the water to each blockage and break it up where it sits, reopening the loop.',
                  },
                  {
                    title: 'Clean',
                    text: 'With every loop open, the whole system is flushed clean and protected with inhibitor so it stays that way.',
                  },
                ]}
              />
            </Split>
          </>
        )}
      </Section>
      <Section id="plastic-pipes" heading="Plastic pipe care" staticContent>
        {import.meta.env.SSR && (
          <>
            <p css={{ maxWidth: '62ch' }}>
              Plastic pipe is common in newer homes, extensions and conversions. It does not corrode, but sludge from radiators and the
              boiler still settles in it, and high-pressure flushing can strain push-fit joints. We have cleaned{' '}
              {formatAtLeast(figures.plasticPipeSystems)} plastic pipe systems using the same gentle, low-pressure method.
            </p>
            <Checklist
              items={[
                'No high pressure on push-fit joints',
                'Suitable for mixed copper and plastic systems',
                'Inhibitor added to protect every metal part that remains',
              ]}
            />
          </>
        )}
      </Section>
      <Section id="benefits" heading="Pellet flush benefits" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <>
            <Split aside={<RadiatorBeforeAfter />}>
              <Checklist
                items={[
                  'Clears blockages a power flush cannot reach',
                  'No floors lifted, no pipes replaced',
                  'Most systems finished in one day',
                  'Quieter boiler, faster heat-up, even warmth across each radiator',
                ]}
              />
            </Split>
          </>
        )}
      </Section>
      <Section id="results" heading="Results">
        <StatGrid
          stats={[
            { value: formatPercent(figures.unfixableMicroboreSuccessPercent), label: 'of “unfixable” microbore systems cleared' },
            { value: formatAtLeast(figures.plasticPipeSystems), label: 'plastic pipe systems cleaned' },
            { value: formatThousandsShort(figures.systemsCleaned), label: 'systems cleaned in total' },
          ]}
        />
        <PricesAndFlushyLinks />
      </Section>
      <CtaBand />
    </>
  )
}

import { figures } from '../../data/figures.ts'
import { formatAtLeast, formatPercent } from '../../data/format.ts'
import { Diagram } from '../../components/illustrations/Diagram.tsx'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { PricesAndFlushyLinks } from '../../components/sections/PricesAndFlushyLinks.tsx'
import { ProcessSteps } from '../../components/sections/ProcessSteps.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { StatGrid } from '../../components/sections/StatGrid.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { Readable } from '../../components/ui/Container.tsx'

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
            <Split
              aside={
                <Checklist
                  heading="Signs you may have microbore"
                  items={[
                    'Thin pipes rising from the floor to each radiator',
                    'One valve at the bottom of a radiator, not one at each end',
                    'Radiators cold at the bottom, or cold all over',
                  ]}
                />
              }
            >
              <p>
                Most central heating runs in {standard}mm copper pipe. Microbore uses {smallest}mm or {micro}mm pipe instead. It was popular
                from the 1970s because it is cheap, quick to fit and easy to hide under floors.
              </p>
              <p>
                The catch is space. A layer of sludge that would only narrow a {standard}mm pipe can close an {smallest}mm pipe completely.
                Twin-entry valves, where flow and return share one small valve body, clog even faster.
              </p>
            </Split>
          </>
        )}
      </Section>
      <Section id="why-others-fail" heading="Why other methods fail" staticContent>
        {import.meta.env.SSR && (
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
        )}
      </Section>
      <Section id="two-step" heading="Our two-step approach" tone="warm" staticContent>
        {import.meta.env.SSR && (
          <>
            <Split
              aside={
                <Diagram
                  name="pellet-flush"
                  caption="Unblock: pellets dissolve at the blockage and break it up. Clean: the flush carries the loosened sludge out."
                />
              }
            >
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
            <Readable>
              <p>
                Plastic pipe is common in newer homes, extensions and conversions. It does not corrode, but sludge from radiators and the
                boiler still settles in it, and high-pressure flushing can strain push-fit joints. We have cleaned{' '}
                {formatAtLeast(figures.plasticPipeSystems)} plastic pipe systems using the same gentle, low-pressure method.
              </p>
            </Readable>
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
            <Split
              aside={
                <Diagram
                  name="radiator-thermal"
                  caption="Through a thermal camera: before, hot at the top and cold below where sludge has settled; after, even warmth."
                />
              }
            >
              <Checklist
                items={[
                  'Clears blockages a power flush cannot reach',
                  'No floors lifted, no pipes replaced',
                  'Most systems finished in one day',
                  'Even warmth across each radiator, from top to bottom',
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
            { value: formatAtLeast(figures.systemsCleaned), label: 'systems cleaned in total' },
          ]}
        />
        <PricesAndFlushyLinks />
      </Section>
      <CtaBand />
    </>
  )
}

import { PelletFlushDiagram } from '../../components/illustrations/PelletFlushDiagram.tsx'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CaseStudies } from '../../components/sections/CaseStudies.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { PricesAndFlushyLinks } from '../../components/sections/PricesAndFlushyLinks.tsx'
import { ProcessSteps } from '../../components/sections/ProcessSteps.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { StatGrid } from '../../components/sections/StatGrid.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { microboreCopy as copy } from '../../data/content.ts'

/** What microbore is, why other methods fail, how the pellet flush clears it, and the results. */
export default function MicroborePage() {
  return (
    <>
      <Hero {...copy.hero} />
      <Section id="what-is-microbore" heading={copy.whatIsMicrobore.heading} tone="warm">
        <Split aside={<Checklist heading={copy.whatIsMicrobore.checklistHeading} items={copy.whatIsMicrobore.checklist} />}>
          <Paragraphs items={copy.whatIsMicrobore.paragraphs} />
        </Split>
      </Section>
      <Section id="why-others-fail" heading={copy.whyOthersFail.heading}>
        <CardGrid columns={3} items={copy.whyOthersFail.cards} />
      </Section>
      <Section id="two-step" heading={copy.twoStep.heading} tone="warm">
        {/* The steps across the width, then what they bring beside the drawing of them. */}
        <ProcessSteps steps={copy.twoStep.steps} />
        <Split aside={<PelletFlushDiagram />}>
          <Checklist heading={copy.benefits.heading} items={copy.benefits.checklist} />
        </Split>
      </Section>
      <Section id="plastic-pipes" heading={copy.plasticPipes.heading}>
        <Split aside={<Checklist items={copy.plasticPipes.checklist} />}>
          <p>{copy.plasticPipes.text}</p>
        </Split>
      </Section>
      <Section id="results" heading={copy.results.heading} tone="warm">
        <StatGrid stats={copy.results.stats} />
        <PricesAndFlushyLinks />
      </Section>
      <CaseStudies heading={copy.caseStudies.heading} intro={copy.caseStudies.intro} detail limit={1} />
      <CtaBand {...copy.cta} />
    </>
  )
}

import styled from '@emotion/styled'
import { BookOpen } from 'lucide-react'
import { ArtworkImage } from '../../components/illustrations/ArtworkImage.tsx'
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
import { IconLink } from '../../components/ui/IconLink.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { media } from '../../components/theme/theme.ts'
import { microboreCopy as copy } from '../../data/content.ts'

/**
 * The pipe sizes side by side, with the words that explain them, on phones: there the hero leaves
 * its drawing out, and this one answers "do I have microbore?" at a glance. From tablets up it is
 * the hero's drawing (content/pages.json), so it is not shown twice.
 */
const PipeSizesOnPhones = styled.figure`
  margin: 1.25rem 0 0;
  ${media.tablet} {
    display: none;
  }
`

/**
 * The drawing of the three moments, beside the benefits from tablets up. On a phone it would stand
 * ~620 px tall straight after the two steps that say the same in words, so there the words do it
 * alone (the home page shows the drawing on every screen).
 */
const DiagramBesideBenefits = styled.div`
  ${media.phone} {
    display: none;
  }
`

/** The benefits under the steps and their drawing, two columns from tablets up: under the steps alone they left half a wide row empty. On phones the Split's gap (before the drawing it hides there) spaces them. */
const BenefitsUnderBoth = styled.div`
  ${media.tablet} {
    margin-top: 1.5rem;
    ul {
      grid-template-columns: 1fr 1fr;
      column-gap: 2rem;
    }
  }
`

/** What microbore is, why other methods fail, how the pellet flush clears it, and the results. */
export default function MicroborePage() {
  return (
    <>
      <Hero {...copy.hero} />
      <Section id="what-is-microbore" heading={copy.whatIsMicrobore.heading} tone="warm">
        <Split aside={<Checklist heading={copy.whatIsMicrobore.checklistHeading} items={copy.whatIsMicrobore.checklist} />}>
          <Paragraphs items={copy.whatIsMicrobore.paragraphs} />
          <IconLink href={copy.whatIsMicrobore.guide.href} icon={BookOpen}>
            {copy.whatIsMicrobore.guide.label}
          </IconLink>
          <PipeSizesOnPhones>
            <ArtworkImage name="pipe-bores" />
          </PipeSizesOnPhones>
        </Split>
      </Section>
      <Section id="why-others-fail" heading={copy.whyOthersFail.heading}>
        <CardGrid columns={3} items={copy.whyOthersFail.cards} />
      </Section>
      <Section id="two-step" heading={copy.twoStep.heading} tone="warm">
        {/* The steps beside the drawing of them, then what they bring. */}
        <Split
          aside={
            <DiagramBesideBenefits>
              <PelletFlushDiagram />
            </DiagramBesideBenefits>
          }
        >
          <ProcessSteps steps={copy.twoStep.steps} />
        </Split>
        <BenefitsUnderBoth>
          <Checklist heading={copy.benefits.heading} items={copy.benefits.checklist} />
        </BenefitsUnderBoth>
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
      <CaseStudies heading={copy.caseStudies.heading} intro={copy.caseStudies.intro} detail only={copy.caseStudies.study} />
      <CtaBand {...copy.cta} />
    </>
  )
}

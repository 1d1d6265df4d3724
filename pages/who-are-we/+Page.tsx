import styled from '@emotion/styled'
import { Gauge, HandCoins, Layers, ShieldCheck } from 'lucide-react'
import { ArtworkImage } from '../../components/illustrations/ArtworkImage.tsx'
import { Diagram } from '../../components/illustrations/Diagram.tsx'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { Team } from '../../components/sections/Team.tsx'
import { StatGrid } from '../../components/sections/StatGrid.tsx'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { Readable } from '../../components/ui/Container.tsx'
import { PricesButton } from '../../components/ui/PageButtons.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { routes } from '../../data/routes.ts'
import { whoAreWeCopy as copy } from '../../data/content.ts'

/** The choice drawn beside its explanation, kept to a glance's size where it stacks below on phones. */
const Drawing = styled.div`
  max-width: 22rem;
  margin: 0 auto;
`

/** The pictures of the cards, in their order; a card added beyond these has none. */
const differentIcons = [Layers, Gauge, ShieldCheck, HandCoins]

export default function WhoAreWePage() {
  return (
    <>
      <Hero {...copy.hero} />
      <Section id="story" heading={copy.story.heading} tone="warm">
        <Split aside={<Diagram name="pellet-flush" caption={copy.story.diagramCaption} />}>
          <Paragraphs items={copy.story.paragraphs} />
        </Split>
      </Section>
      <Team />
      <Section id="mission" heading={copy.mission.heading}>
        <Readable>
          <p>{copy.mission.text}</p>
        </Readable>
        <StatGrid stats={copy.mission.stats} />
      </Section>
      <Section id="different" heading={copy.different.heading} tone="warm">
        <CardGrid items={copy.different.cards.map((card, index) => ({ ...card, icon: differentIcons[index] }))} />
      </Section>
      <Section id="why-customers-choose-us" heading={copy.whyCustomersChooseUs.heading}>
        <Checklist items={copy.whyCustomersChooseUs.points} cards />
      </Section>
      <Section id="no-fix-no-fee" heading={copy.noFixNoFee.heading} tone="warm">
        <Split
          aside={
            <Drawing>
              <ArtworkImage name="two-options" />
            </Drawing>
          }
        >
          <p>{copy.noFixNoFee.text}</p>
          <ButtonRow>
            <ButtonLink href={routes.noFixNoFee} $tone="secondary">
              {copy.noFixNoFee.linkLabel}
            </ButtonLink>
            <PricesButton />
          </ButtonRow>
        </Split>
      </Section>
      <CtaBand />
    </>
  )
}

import { Award, BadgePoundSterling, CalendarClock, Wrench } from 'lucide-react'
import { PelletFlushDiagram } from '../../components/illustrations/PelletFlushDiagram.tsx'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { GuidedQuote } from '../../components/prices/GuidedQuote.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { QuoteCards } from '../../components/reviews/QuoteCards.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { routes } from '../../data/routes.ts'
import { homeCopy as copy, quotes } from '../../data/content.ts'

/** The pictures of the reason cards, in their order; a card added beyond these has none. */
const whyUsIcons = [Award, BadgePoundSterling, Wrench, CalendarClock]

/** The quote first, then why us, how the pellet flush works, and what customers say. */
export default function HomePage() {
  return (
    <>
      <Hero {...copy.hero} feature={<GuidedQuote linkToPrices />} termsInFeature showFigures artOnPhones />
      <Section id="why-us" heading={copy.whyUs.heading} tone="warm">
        <CardGrid items={copy.whyUs.cards.map((card, index) => ({ ...card, icon: whyUsIcons[index] }))} />
      </Section>
      <Section id="technology" heading={copy.technology.heading}>
        <Split
          aside={<PelletFlushDiagram />}
          after={
            <ButtonRow>
              <ButtonLink href={routes.explainer} $tone="secondary">
                {copy.technology.linkLabel}
              </ButtonLink>
            </ButtonRow>
          }
        >
          <Paragraphs items={copy.technology.paragraphs} />
        </Split>
      </Section>
      <Section id="customers" heading={copy.customers.heading} tone="warm">
        <QuoteCards quotes={quotes.slice(0, 2)} />
        <ButtonRow>
          <ButtonLink href={routes.testimonials} $tone="secondary">
            {copy.customers.linkLabel}
          </ButtonLink>
        </ButtonRow>
      </Section>
      <CtaBand withChat />
    </>
  )
}

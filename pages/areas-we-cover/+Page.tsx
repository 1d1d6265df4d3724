import styled from '@emotion/styled'
import { MapPin, Search } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { colors, media, layout } from '../../components/theme/theme.ts'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { useData } from '../../hooks/page-context.tsx'
import { CoverageCheck } from '../../components/coverage/CoverageCheck.tsx'
import type { LocalAreaSummary } from '../../data/local-area-summaries.ts'
import { AskFlushyButton } from '../../components/ui/PageButtons.tsx'
import { cardSurface } from '../../components/ui/card-surface.ts'
import { coverage } from '../../data/facts.ts'
import { areasWeCoverCopy as copy } from '../../data/content.ts'

const Regions = styled.div`
  display: grid;
  gap: 1.25rem;
  ${media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  article {
    ${cardSurface}
    padding: 1.5rem;
  }
`
const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  li {
    background: ${colors.warmGrey};
    border-radius: ${layout.pillRadius};
    padding: 0.35rem 0.9rem;
  }
`

/** The pin and the name side by side, the underline under the name alone. */
const AreaLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  text-decoration: none;
  span {
    text-decoration: underline;
  }
`

export default function AreasWeCoverPage() {
  const localAreas = useData<LocalAreaSummary[]>()
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        note={copy.hero.note}
        primaryAction={
          <ButtonLink href="#coverage-check">
            <Search aria-hidden size={20} />
            {copy.hero.action}
          </ButtonLink>
        }
      />
      <Section id="coverage-check" heading={copy.coverageCheck.heading} intro={copy.coverageCheck.intro}>
        <CoverageCheck localAreas={localAreas} />
        <ButtonRow>
          <AskFlushyButton>{copy.coverageCheck.chatButton}</AskFlushyButton>
        </ButtonRow>
      </Section>
      <Section id="regions" heading={copy.regions.heading} intro={copy.regions.intro} tone="warm">
        <Regions>
          {coverage.regions.map((region) => (
            <article key={region.name}>
              <h3>{region.name}</h3>
              <Checklist items={region.areas} />
            </article>
          ))}
        </Regions>
      </Section>
      <Section id="cities" heading={copy.cities.heading} intro={copy.cities.intro}>
        <Tags>
          {coverage.cities.map((city) => (
            <li key={city}>{city}</li>
          ))}
        </Tags>
      </Section>
      <Section id="rural" heading={copy.rural.heading} tone="warm" intro={copy.rural.intro}>
        <Checklist items={coverage.ruralAndCoastal} />
      </Section>
      <Section id="north-london" heading={copy.localPages.heading} intro={copy.localPages.intro}>
        <Tags>
          {localAreas.map((area) => (
            <li key={area.slug}>
              <AreaLink href={`/${area.slug}`}>
                <MapPin aria-hidden size={16} />
                <span>{area.name}</span>
              </AreaLink>
            </li>
          ))}
        </Tags>
      </Section>
      <CtaBand />
    </>
  )
}

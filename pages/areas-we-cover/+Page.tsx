import styled from '@emotion/styled'
import { MapPin } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero, HeroFeature } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { media } from '../../components/theme/theme.ts'
import { ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { useData } from '../../hooks/page-context.tsx'
import { CoverageCheck } from '../../components/coverage/CoverageCheck.tsx'
import { PageMap } from '../../components/sections/PageMap.tsx'
import type { LocalAreaSummary } from '../../data/local-area-summaries.ts'
import { AskFlushyButton } from '../../components/ui/PageButtons.tsx'
import { cardSurface } from '../../components/ui/shared-styles.ts'
import { coverage } from '../../data/facts.ts'
import { areasWeCoverCopy as copy } from '../../data/content.ts'

const Regions = styled.div`
  display: grid;
  gap: 1rem;
  ${media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  article {
    ${cardSurface}
    padding: 1rem 1.25rem;
  }
  h3 {
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
  }
`
/** Each part of the merged section under its own h3, with the space a new subject needs. */
const Part = styled.div`
  margin-top: 2rem;
  h3 {
    margin-bottom: 0.75rem;
  }
  > p {
    max-width: 62ch;
  }
`
/** Cities and the rural areas side by side on wide screens, so neither leaves half the row empty. */
const PartPair = styled.div`
  ${media.wide} {
    display: grid;
    grid-template-columns: 3fr 2fr;
    column-gap: 3rem;
  }
`
/** Names read down columns wide enough for the longest (Wolverhampton): two on a phone, about six on a desktop. */
const Names = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 9rem;
  column-gap: 0.75rem;
  li {
    margin-bottom: 0.35rem;
  }
  font-size: 0.9375rem;
  ${media.tablet} {
    font-size: 1rem;
  }
`
/** Our own areas in five columns across the whole row on wide screens, not bunched at its left (review 18). */
const LocalAreaNames = styled(Names)`
  ${media.wide} {
    columns: 5;
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

/** The map is the hero's feature, the postcode check beside it (first on a phone); then where we go, said once, in one section, and the closing band. */
export default function AreasWeCoverPage() {
  const localAreas = useData<LocalAreaSummary[]>()
  return (
    <>
      <Hero
        {...copy.hero}
        pictureInFeature
        feature={<PageMap maxWidth={520} />}
        underWords={
          <HeroFeature id="coverage-check" heading={copy.coverageCheck.heading}>
            {copy.coverageCheck.intro && <p>{copy.coverageCheck.intro}</p>}
            <CoverageCheck />
          </HeroFeature>
        }
      />
      <Section id="regions" heading={copy.regions.heading} intro={copy.regions.intro} tone="warm">
        <Regions>
          {coverage.regions.map((region) => (
            <article key={region.name}>
              <h3>{region.name}</h3>
              <p>{region.areas.join(' · ')}</p>
            </article>
          ))}
        </Regions>
        <PartPair>
          <Part>
            <h3>{copy.cities.heading}</h3>
            <Names>
              {/* A to Z to find one's own; content keeps them largest first, the order the map labels them in. */}
              {[...coverage.cities]
                .sort((a, b) => a.localeCompare(b, 'en-GB'))
                .map((city) => (
                  <li key={city}>{city}</li>
                ))}
            </Names>
          </Part>
          <Part>
            <h3>{copy.rural.heading}</h3>
            {copy.rural.intro && <p>{copy.rural.intro}</p>}
            <Checklist items={coverage.ruralAndCoastal} />
          </Part>
        </PartPair>
        <Part id="north-london">
          <h3>{copy.localPages.heading}</h3>
          <LocalAreaNames>
            {localAreas.map((area) => (
              <li key={area.slug}>
                <AreaLink href={`/${area.slug}`}>
                  <MapPin aria-hidden size={16} />
                  <span>{area.name}</span>
                </AreaLink>
              </li>
            ))}
          </LocalAreaNames>
        </Part>
        <ButtonRow>
          <AskFlushyButton>{copy.coverageCheck.chatButton}</AskFlushyButton>
        </ButtonRow>
      </Section>
      <CtaBand />
    </>
  )
}

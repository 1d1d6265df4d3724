import styled from '@emotion/styled'
import { MapPin } from 'lucide-react'
import { CaseStudies } from '../../components/sections/CaseStudies.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero, HeroFeature } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { GridList } from '../../components/ui/GridList.tsx'
import { cardSurface } from '../../components/ui/shared-styles.ts'
import { layout, media } from '../../components/theme/theme.ts'
import { useData } from '../../hooks/page-context.tsx'
import { GuidedQuote } from '../../components/prices/GuidedQuote.tsx'
import { PageMap } from '../../components/sections/PageMap.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { IconLink } from '../../components/ui/IconLink.tsx'
import { QuoteCards } from '../../components/reviews/QuoteCards.tsx'
import type { LocalAreaPageData } from './+data.ts'
import { routes } from '../../data/routes.ts'
import { localAreaCopy } from '../../data/content.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'

/**
 * The area's promise, and the link to every area: under it on phones, on a card from tablets up,
 * beside the area's words where the map is in the hero (`$beside`), else under the homes with the
 * link at its side. No call-back button here: the quote above asks us to call with the answers filled in.
 */
const Promise = styled.div<{ $beside: boolean }>`
  display: grid;
  gap: 0 2.5rem;
  margin-top: ${({ $beside }) => ($beside ? '0' : '1.75rem')};
  ${media.tablet} {
    ${cardSurface}
    padding: 1.25rem 1.5rem 1.5rem;
    ${({ $beside }) =>
      !$beside && `grid-template-columns: minmax(0, ${layout.readableWidth}) auto; justify-content: space-between; align-items: center;`}
  }
  h3 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
  }
`
/** Clear of the promise's words (the link's own padding makes the rest of the gap). */
const AllAreas = styled.div`
  margin-top: 0.5rem;
`
/** Clear of the map above it. */
const HomesHeading = styled.h3`
  margin-top: 1.5rem;
`
/** The area's kinds of home: one line of cards on wide screens; a row to swipe through on phones. */
const Homes = styled(GridList)`
  gap: 0.75rem;
  li {
    ${cardSurface}
    padding: 1rem 1.25rem;
  }
  h4 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
  }
`

/**
 * The hero: the price in a sentence and the phone; beside them the guided quote (this home's
 * price, the postcode, then Book Now: a visitor from a local search lands here, as on the home
 * page), and under the words a customer's review from the area, or else its map. Then the area as
 * we know it: its words beside its map (below the first screen, so the map, an image, is never the
 * largest paint) or, where the map is in the hero, beside the promise; its homes, the promise if
 * not said yet, local jobs, and the spec's closing Book Now · Call · Chat to AI Assistant.
 */
export default function LocalAreaPage() {
  const { area, review } = useData<LocalAreaPageData>()
  // The shared words, with {area.name} and {area.postcodes} read as this area.
  const copy = fillPlaceholders(localAreaCopy, {
    'area.name': area.name,
    'area.postcodes': area.postcodes.join(' · '),
    'area.heroLine': area.heroLine,
  })
  // Where the area has no review of its own to show beside the quote (or its jobs are its proof,
  // further down), its map takes that place, under the words from tablets up and after the quote on
  // a phone, rather than leave the column empty; it is not drawn a second time beside its words.
  const mapInHero = review === null
  const promise = (beside: boolean) => (
    <Promise $beside={beside}>
      <div>
        <h3>{copy.local.promiseHeading}</h3>
        <p>{area.servicePromise}</p>
      </div>
      <AllAreas>
        <IconLink href={routes.areas} icon={MapPin}>
          {copy.local.allAreasLink}
        </IconLink>
      </AllAreas>
    </Promise>
  )
  const areaWords = (
    <>
      <p>{area.intro}</p>
      <p>{area.localDetail}</p>
    </>
  )
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        pictureInFeature
        feature={<GuidedQuote linkToPrices localArea={area.name} />}
        termsInFeature
        underWords={
          review ? (
            <HeroFeature id="local-review" heading={copy.localReview.heading}>
              <QuoteCards quotes={[review]} />
            </HeroFeature>
          ) : (
            /* The column's whole width: centred at 480 px it stood in from the words' edge (review 16). */
            <PageMap maxWidth={640} />
          )
        }
        underWordsAfterFeature
      />
      <Section id="local" heading={copy.local.heading} tone="warm">
        <Split aside={mapInHero ? promise(true) : <PageMap maxWidth={480} />}>{areaWords}</Split>
        <HomesHeading id="property-types-heading">{copy.propertyTypes.heading}</HomesHeading>
        {copy.propertyTypes.intro && <p>{copy.propertyTypes.intro}</p>}
        {/* Focusable, so a keyboard can scroll the row on a phone. */}
        <Homes $columns={3} $phoneRow id="property-types" aria-labelledby="property-types-heading" tabIndex={0}>
          {area.propertyTypes.map((type) => (
            <li key={type.name}>
              <h4>{type.name}</h4>
              <p>{type.detail}</p>
            </li>
          ))}
        </Homes>
        {!mapInHero && promise(false)}
      </Section>
      <CaseStudies heading={copy.caseStudies.heading} intro={copy.caseStudies.intro} localArea={area.slug} detail />
      <CtaBand heading={copy.cta.heading} text={copy.cta.text} withChat />
    </>
  )
}

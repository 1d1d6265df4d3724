import { Home, MapPin } from 'lucide-react'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CaseStudies } from '../../components/sections/CaseStudies.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { useData } from '../../hooks/page-context.tsx'
import { CoverageCheck } from '../../components/coverage/CoverageCheck.tsx'
import { EnquiryLink } from '../../components/enquiry/EnquiryLink.tsx'
import { QuoteCards } from '../../components/reviews/QuoteCards.tsx'
import type { LocalAreaPageData } from './+data.ts'
import { routes } from '../../data/routes.ts'
import { localAreaCopy } from '../../data/content.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'

export default function LocalAreaPage() {
  const { area, localQuote, allAreas } = useData<LocalAreaPageData>()
  // The shared words, with {area.name} and {area.postcodes} read as this area.
  const copy = fillPlaceholders(localAreaCopy, { 'area.name': area.name, 'area.postcodes': area.postcodes.join(' · ') })
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={area.intro} note={copy.hero.note} />
      <Section id="property-types" heading={copy.propertyTypes.heading} intro={copy.propertyTypes.intro} tone="warm">
        <CardGrid columns={3} items={area.propertyTypes.map((type) => ({ icon: Home, title: type.name, text: type.detail }))} />
      </Section>
      <Section id="local" heading={copy.local.heading}>
        <Split aside={<Checklist heading={copy.local.checklistHeading} items={copy.local.checklist} />}>
          <p>{area.localDetail}</p>
          <h3>{copy.local.promiseHeading}</h3>
          <p>{area.servicePromise}</p>
        </Split>
        <ButtonRow>
          <EnquiryLink />
          <ButtonLink href={routes.areas} $tone="secondary">
            <MapPin aria-hidden size={20} />
            {copy.local.allAreasLink}
          </ButtonLink>
        </ButtonRow>
      </Section>
      {localQuote && (
        <Section id="local-review" heading={copy.localReview.heading} intro={copy.localReview.intro} tone="warm">
          <QuoteCards quotes={[localQuote]} />
        </Section>
      )}
      <Section id="coverage-check" heading={copy.coverageCheck.heading} intro={copy.coverageCheck.intro}>
        <CoverageCheck localAreas={allAreas} exampleDistrict={area.postcodes[0]} />
      </Section>
      <CaseStudies heading={copy.caseStudies.heading} intro={copy.caseStudies.intro} tone="warm" detail localArea={area.slug} />
      <CtaBand heading={copy.cta.heading} text={copy.cta.text} />
    </>
  )
}

import { Home, MapPin } from 'lucide-react'
import { figures } from '../../data/figures.ts'
import { formatPercent, formatPounds } from '../../data/format.ts'
import { startingPrices } from '../../data/pricing.ts'
import { CardGrid } from '../../components/sections/CardGrid.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { useData } from '../../hooks/useData.ts'
import { CoverageCheck } from '../../components/coverage/CoverageCheck.tsx'
import { EnquiryLink } from '../../components/enquiry/EnquiryLink.tsx'
import { QuoteCards } from '../../components/reviews/QuoteCards.tsx'
import type { LocalAreaPageData } from './+data.ts'

export default function LocalAreaPage() {
  const { area, localQuote, allAreas } = useData<LocalAreaPageData>()
  return (
    <>
      <Hero
        eyebrow={`${area.name}, ${area.postcodes.join(' · ')}`}
        title={`Blocked heating fixed in ${area.name}`}
        lead={area.intro}
        note={`From ${formatPounds(startingPrices.standard)} including VAT, with no travel charges. ${formatPercent(figures.successRatePercent)} of systems cleared.`}
      />
      <Section id="property-types" heading={`Homes we work on in ${area.name}`} tone="warm" staticContent>
        {import.meta.env.SSR && (
          <>
            <CardGrid columns={3} items={area.propertyTypes.map((type) => ({ icon: Home, title: type.name, text: type.detail }))} />
          </>
        )}
      </Section>
      <Section id="local" heading={`Working in ${area.name}`} staticContent>
        {import.meta.env.SSR && (
          <>
            <Split
              aside={
                <Checklist
                  heading={`What you can count on in ${area.name}`}
                  items={[
                    'Same prices as everywhere we work, set by your radiator count',
                    'No floorboards lifted and no pipes replaced',
                    'Standard or No Fix No Fee, chosen on the day',
                    'Payment on completion, never up front',
                  ]}
                />
              }
            >
              <p>{area.localDetail}</p>
              <h3>Our promise</h3>
              <p>{area.servicePromise}</p>
            </Split>
            <ButtonRow>
              <EnquiryLink />
              <ButtonLink href="/areas-we-cover" tone="outline">
                <MapPin aria-hidden size={20} />
                See all areas we cover
              </ButtonLink>
            </ButtonRow>
          </>
        )}
      </Section>
      {localQuote && (
        <Section id="local-review" heading={`What a customer in ${area.name} said`} tone="warm">
          <QuoteCards quotes={[localQuote]} />
        </Section>
      )}
      <Section id="coverage-check" heading="Check your postcode" intro={`In ${area.name} or close by? Type your postcode to be sure.`}>
        <CoverageCheck localAreas={allAreas} />
      </Section>
      <CtaBand heading={`Book your ${area.name} appointment`} />
    </>
  )
}

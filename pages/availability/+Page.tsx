import styled from '@emotion/styled'
import { BookingFrame } from '../../components/integrations/BookingFrame.tsx'
import { BookingPageLink } from '../../components/integrations/BookingPageLink.tsx'
import { BookingSteps } from '../../components/sections/BookingSteps.tsx'
import { EnquiryLink } from '../../components/enquiry/EnquiryLink.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { StaticContent } from '../../components/ui/StaticContent.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { media } from '../../components/theme/theme.ts'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { siteConfig } from '../../config/site-config.ts'
import { formatYearsAdjective } from '../../data/format.ts'
import { cancellationPeriod } from '../../data/legal/shared.ts'
import { pricing } from '../../data/pricing.ts'

/** The calendar and, beside it on wide screens (above it on phones), what booking means. */
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.wide} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    align-items: start;
  }
`
const Calendar = styled.div`
  ${media.wide} {
    order: -1;
  }
`

export default function AvailabilityPage() {
  return (
    <>
      <Hero
        eyebrow="Booking"
        title="Book your one-day fix"
        lead="Pick a day that suits you from our live calendar. We confirm in writing once the confidentiality agreement is signed, and you choose Standard or No Fix No Fee on the day, before any work starts."
        note={`Changed your mind? You can cancel within ${cancellationPeriod}, and move your visit at no charge with ${pricing.cancellationNoticeHours} hours' notice. No Fix No Fee carries a ${formatYearsAdjective(pricing.noFixGuaranteeYears)} guarantee.`}
        primaryAction={<ButtonLink href="#booking-calendar">Choose a date</ButtonLink>}
      />
      <Section
        id="booking-calendar"
        heading="Live availability"
        intro={`The calendar is run by ${siteConfig.booking.providerName}. If it does not appear, open it in a new tab or call us and we will book you in.`}
        tone="warm"
      >
        <Layout>
          <StaticContent id="booking-steps">{import.meta.env.SSR && <BookingSteps />}</StaticContent>
          <Calendar>
            <ButtonRow>
              <EnquiryLink />
              <BookingPageLink />
            </ButtonRow>
            <BookingFrame />
          </Calendar>
        </Layout>
      </Section>
    </>
  )
}

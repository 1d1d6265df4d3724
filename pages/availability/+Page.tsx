import styled from '@emotion/styled'
import { BookingFrame } from '../../components/integrations/BookingFrame.tsx'
import { BookingPageLink } from '../../components/integrations/BookingPageLink.tsx'
import { BookingSteps } from '../../components/sections/BookingSteps.tsx'
import { EnquiryLink } from '../../components/enquiry/EnquiryLink.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { media } from '../../components/theme/theme.ts'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { availabilityCopy as copy, siteCopy } from '../../data/content.ts'

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
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        note={copy.hero.note}
        primaryAction={<ButtonLink href="#booking-calendar">{siteCopy.buttons.chooseDate}</ButtonLink>}
      />
      <Section id="booking-calendar" heading={copy.calendar.heading} intro={copy.calendar.intro} tone="warm">
        <Layout>
          <BookingSteps />
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

import styled from '@emotion/styled'
import { BookingFrame } from '../../components/integrations/BookingFrame.tsx'
import { BookingSteps } from '../../components/sections/BookingSteps.tsx'
import { EnquiryLink } from '../../components/enquiry/EnquiryLink.tsx'
import { ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { availabilityCopy as copy, sharedSectionsCopy } from '../../data/content.ts'

/** The calendar's heading sits with it, so the hero's words stay the page's own. */
const CalendarHeading = styled.h2`
  font-size: 1.375rem;
  margin-bottom: 0.75rem;
`

/** The calendar is the hero: beside the words on wide screens, straight under them on phones. */
export default function AvailabilityPage() {
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        note={copy.hero.note}
        feature={
          <section id="booking-calendar" aria-labelledby="booking-calendar-heading">
            <CalendarHeading id="booking-calendar-heading">{copy.calendar.heading}</CalendarHeading>
            <BookingFrame />
          </section>
        }
      />
      <Section id="booking-steps" heading={sharedSectionsCopy.bookingSteps.heading} tone="warm">
        <BookingSteps />
        {/* Still here once the calendar covers its fallback. */}
        <ButtonRow>
          <EnquiryLink />
        </ButtonRow>
      </Section>
    </>
  )
}

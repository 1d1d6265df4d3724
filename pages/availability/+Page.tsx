import { BookingFrame, BookingPageLink } from '../../components/integrations/BookingFrame.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { ButtonLink } from '../../components/ui/ButtonLink.tsx'
import { formatYearsAdjective } from '../../data/format.ts'
import { pricing } from '../../data/pricing.ts'

export default function AvailabilityPage() {
  return (
    <>
      <Hero
        eyebrow="Booking"
        title="Book your one-day fix"
        lead="Pick a day that suits you from our live calendar. You will get a confirmation once the confidentiality agreement is signed, and you choose Standard or No Fix No Fee on the day, before any work starts."
        note={`Need to move it? Give us ${pricing.cancellationNoticeHours} hours' notice and there is no charge. No Fix No Fee carries a ${formatYearsAdjective(pricing.noFixGuaranteeYears)} guarantee.`}
        primaryAction={<ButtonLink href="#booking-calendar-heading">Choose a date</ButtonLink>}
      />
      <Section
        id="booking-calendar"
        heading="Live availability"
        intro="The calendar is run by our scheduling partner. If it does not appear, open it in a new tab or call us and we will book you in."
        tone="warm"
      >
        <p css={{ marginBottom: '1.5rem' }}>
          <BookingPageLink />
        </p>
        <BookingFrame />
        <p css={{ marginTop: '1.5rem' }}>
          Not sure how many radiators to count, or which option to pick? <a href="/prices">Check the prices</a> or{' '}
          <a href="/virtual-assistant">ask Flushy</a> first.
        </p>
      </Section>
    </>
  )
}

import { BookingFrame } from '../../components/integrations/BookingFrame.tsx'
import { BookingSteps } from '../../components/sections/BookingSteps.tsx'
import { EnquiryLink } from '../../components/enquiry/EnquiryLink.tsx'
import { ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { BookNowButton } from '../../components/ui/BookNowButton.tsx'
import { QuoteCarried, useCarriedQuote } from '../../components/prices/QuoteCarried.tsx'
import { Hero, HeroFeature } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { availabilityCopy as copy, sharedSectionsCopy } from '../../data/content.ts'

const calendarId = 'booking-calendar'

/** The calendar is the hero: beside the words on wide screens, under them and the promises on phones. */
export default function AvailabilityPage() {
  const quote = useCarriedQuote()
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        afterLead={<QuoteCarried quote={quote} />}
        proofBeforeFeature
        phoneInFeature
        pictureInFeature
        feature={
          <HeroFeature id={calendarId} heading={copy.calendar.heading}>
            <BookingFrame prefill={quote?.answers} />
          </HeroFeature>
        }
      />
      <Section id="booking-steps" heading={sharedSectionsCopy.bookingSteps.heading} tone="warm">
        <BookingSteps />
        {/* Back up to the calendar, and the other way on, which is still here once the calendar covers its fallback. */}
        <ButtonRow>
          <BookNowButton to={`#${calendarId}`} />
          <EnquiryLink prefill={quote?.answers} />
        </ButtonRow>
      </Section>
    </>
  )
}

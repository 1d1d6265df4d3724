import { BookingPageLink } from '../../components/integrations/BookingPageLink.tsx'
import { BookNowButton } from '../../components/ui/BookNowButton.tsx'
import { ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { GuaranteeDetails } from '../../components/sections/GuaranteeDetails.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { PricesAndFlushyLinks } from '../../components/sections/PricesAndFlushyLinks.tsx'
import { OptionComparison } from '../../components/sections/OptionComparison.tsx'
import { ProcessSteps } from '../../components/sections/ProcessSteps.tsx'
import { Section } from '../../components/sections/Section.tsx'
import styled from '@emotion/styled'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { colors, layout, media } from '../../components/theme/theme.ts'
import { noFixNoFeeCopy as copy } from '../../data/content.ts'

/**
 * The day's other ending, under its steps, as the row's width: its question beside its answer from
 * two-column widths (at reading width alone it left a third of the row empty).
 */
const IfItFails = styled.div`
  margin-top: 1.5rem;
  padding: 1.25rem 1.5rem;
  border-radius: ${layout.radius};
  background: ${colors.navyWash};
  h3 {
    margin: 0 0 0.75rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
  ${media.twoColumns} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: 2.5rem;
  }
`

/**
 * The two options compared, with Book Now under them (the hero's Book Your Service Now opens the
 * provider), the day and what happens if it fails, and the guarantee. The visitor's own prices are
 * one tap away (View Prices, with the guarantee), not a third copy of the quote here.
 * Book Your Service Now leads the hero; the closing band books again, so the guarantee ends with
 * the prices and Flushy alone (review 13 counted five buttons in 700 px there).
 */
export default function NoFixNoFeePage() {
  return (
    <>
      <Hero {...copy.hero} primaryAction={<BookingPageLink />} />
      <Section id="compare" heading={copy.compare.heading} tone="warm" intro={copy.compare.intro}>
        <OptionComparison withPrices />
        {/* One booking for either option, chosen on the day, aligned with the cards as every section's buttons are. */}
        <ButtonRow>
          <BookNowButton />
        </ButtonRow>
      </Section>
      <Section id="how-it-works" heading={copy.howItWorks.heading}>
        <ProcessSteps steps={copy.howItWorks.steps} />
        <IfItFails>
          <h3 id="if-it-fails">{copy.ifItFails.heading}</h3>
          <div>
            <Paragraphs items={copy.ifItFails.paragraphs} />
          </div>
        </IfItFails>
      </Section>
      <Section id="guarantee" heading={copy.guarantee.heading} tone="warm">
        <GuaranteeDetails>
          <PricesAndFlushyLinks />
        </GuaranteeDetails>
      </Section>
      <PageQuestions page="no-fix-no-fee" heading={copy.questions.heading} intro={copy.questions.intro} />
      <CtaBand />
    </>
  )
}

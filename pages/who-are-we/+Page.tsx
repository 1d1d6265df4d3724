import styled from '@emotion/styled'
import { Gauge, HandCoins, Layers, ShieldCheck } from 'lucide-react'
import { ArtworkImage } from '../../components/illustrations/ArtworkImage.tsx'
import { CtaBand } from '../../components/sections/CtaBand.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Team } from '../../components/sections/Team.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { StatGrid } from '../../components/sections/StatGrid.tsx'
import { WhyUs } from '../../components/sections/WhyUs.tsx'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Paragraphs } from '../../components/ui/Paragraphs.tsx'
import { routes } from '../../data/routes.ts'
import { whoAreWeCopy as copy } from '../../data/content.ts'
import { colors, layout, media } from '../../components/theme/theme.ts'

/** The choice drawn beside its explanation; left out on phones, where it would only add length to words that say it. */
const Drawing = styled.div`
  max-width: 22rem;
  margin: 0 auto;
  ${media.phone} {
    display: none;
  }
`
/** The last reason to choose us, the risk taken off the customer, in a band of its own inside "why us". */
const NoFixNoFee = styled.section`
  margin-top: 2rem;
  padding: 1.25rem;
  border-radius: ${layout.radius};
  background: ${colors.warmGrey};
  h3 {
    font-size: 1.25rem;
    margin-top: 0;
  }
  ${media.tablet} {
    padding: 1.75rem 2rem;
  }
`
/** The mission beside the story from tablets up, as its pull-out; under it on phones, as words. */
const Mission = styled.div`
  h3 {
    font-size: 1.25rem;
  }
  p {
    margin-bottom: 0;
  }
  ${media.tablet} {
    padding: 1.5rem 1.75rem;
    border-left: 4px solid ${colors.accent};
    border-radius: ${layout.radius};
    background: ${colors.navyWash};
  }
`
/** The page's one row of figures closes the story. */
const Figures = styled.div`
  margin-top: 2rem;
`

/** The pictures of what sets us apart, in their order. */
const differenceIcons = [Layers, Gauge, ShieldCheck, HandCoins]

export default function WhoAreWePage() {
  return (
    <>
      <Hero {...copy.hero} />
      <Section id="story" heading={copy.story.heading}>
        <Split
          aside={
            <Mission>
              <h3>{copy.mission.heading}</h3>
              <p>{copy.mission.text}</p>
            </Mission>
          }
        >
          <Paragraphs items={copy.story.paragraphs} />
        </Split>
        <Figures>
          <StatGrid stats={copy.mission.stats} />
        </Figures>
      </Section>
      <Team />
      <Section id="why-us" heading={copy.whyUs.heading}>
        <WhyUs
          differences={copy.whyUs.differences}
          icons={differenceIcons}
          reasonsHeading={copy.whyUs.reasonsHeading}
          reasons={copy.whyUs.reasons}
        />
        <NoFixNoFee id="no-fix-no-fee" aria-labelledby="no-fix-no-fee-heading">
          <Split
            aside={
              <Drawing>
                <ArtworkImage name="two-options" />
              </Drawing>
            }
          >
            <h3 id="no-fix-no-fee-heading">{copy.noFixNoFee.heading}</h3>
            <p>{copy.noFixNoFee.text}</p>
            <ButtonRow>
              <ButtonLink href={routes.noFixNoFee} $tone="secondary">
                {copy.noFixNoFee.linkLabel}
              </ButtonLink>
            </ButtonRow>
          </Split>
        </NoFixNoFee>
      </Section>
      <CtaBand {...copy.cta} />
    </>
  )
}

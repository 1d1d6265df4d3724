// "Thank you: we have your details": the page a visitor lands on after sending without
// JavaScript (/request-received, where the Worker writes in the reference), and the panel the
// form's script puts in the form's place after sending with it. The reference line, the number
// and time we will call, and the missing photos line stay hidden until whoever sent the form fills them.
import styled from '@emotion/styled'
import { CircleCheck } from 'lucide-react'
import { siteCopy } from '../../data/content.ts'
import { enquiry } from '../../data/enquiry.ts'
import { routes } from '../../data/routes.ts'
import { colors, layout } from '../theme/theme.ts'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { Checklist } from '../ui/Checklist.tsx'
import { cardSurface } from '../ui/shared-styles.ts'
import { enquiryIds } from '../../enquiry/fields.ts'
import { NextSteps } from './NextSteps.tsx'

const Panel = styled.div`
  ${cardSurface}
  padding: clamp(1.25rem, 4vw, 2rem);
  max-width: 44rem;
  border-top: 6px solid ${colors.success};
`
/** The tick says it worked before the words are read. */
const Title = styled.h1`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  svg {
    flex: none;
    width: 1.1em;
    height: 1.1em;
    color: ${colors.success};
  }
`
/** The way onward once nothing is left to do here: a link, beside the call button, not a second button. */
const HomeLink = styled.a`
  align-self: center;
  font-weight: 700;
`
const ReferenceLine = styled.p`
  margin: 1rem 0 1.5rem;
  font-size: 1.125rem;
`
/** Big, spaced and in figures of one width, so it can be read out over the phone. */
const Reference = styled.strong`
  display: block;
  width: fit-content;
  margin-top: 0.25rem;
  padding: 0.35rem 1rem;
  border: 2px solid ${colors.navy};
  border-radius: ${layout.radius};
  background: ${colors.navyWash};
  color: ${colors.navy};
  font-size: clamp(1.75rem, 7vw, 2.25rem);
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.08em;
  line-height: 1.2;
`
/** The number and the time, label beside value, so a wrong number is seen while the visitor is still here. */
const CallBackList = styled.dl`
  /* A grid only once filled in: a display of its own would override the hidden attribute. */
  &:not([hidden]) {
    display: grid;
  }
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1.5rem;
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`
const PhotosMissing = styled.p`
  font-weight: 700;
  color: ${colors.error};
`
const StepsHeading = styled.h2`
  font-size: 1.375rem;
  margin-top: 1.5rem;
`
const Steps = styled(NextSteps)`
  margin-bottom: 1.5rem;
`
const CallUs = styled.p`
  margin: 0;
`

/** The panel; `level` 1 where it is the page's heading, 2 where it replaces the form under the page's own. */
export function EnquirySent({ level }: { level: 1 | 2 }) {
  const { sent } = enquiry
  return (
    <Panel>
      {/* Focused by the form's script once sent, so the news is read out. */}
      <Title as={level === 1 ? 'h1' : 'h2'} tabIndex={-1}>
        <CircleCheck aria-hidden />
        {sent.heading}
      </Title>
      <ReferenceLine id={enquiryIds.referenceLine} hidden>
        {sent.referenceLabel} <Reference id={enquiryIds.reference} />
      </ReferenceLine>
      <CallBackList id={enquiryIds.callBack} hidden>
        <dt>{sent.callBack.phoneLabel}</dt>
        <dd id={enquiryIds.callBackPhone} />
        <dt>{sent.callBack.timeLabel}</dt>
        <dd id={enquiryIds.callBackTime} />
      </CallBackList>
      <PhotosMissing id={enquiryIds.photosMissing} hidden>
        {sent.photosMissing}{' '}
      </PhotosMissing>
      <StepsHeading as={level === 1 ? 'h2' : 'h3'}>{enquiry.nextStepsHeading}</StepsHeading>
      <Steps />
      <StepsHeading as={level === 1 ? 'h2' : 'h3'}>{sent.beforeWeCall.heading}</StepsHeading>
      <Checklist items={sent.beforeWeCall.points} />
      <CallUs>{sent.callUs}</CallUs>
      <ButtonRow>
        <CallButton tone="secondary" />
        <HomeLink href={routes.home}>{siteCopy.buttons.returnHome}</HomeLink>
      </ButtonRow>
    </Panel>
  )
}

// "Ask us to call you": the whole form as prerendered HTML that posts without JavaScript. The
// Worker writes into it, so the app keeps it as served (WorkerWritten): nothing the visitor
// typed, the boot script filled in or the Worker wrote is overwritten. Its behaviour (checks,
// draft, photos, sending) is enquiry-enhance.ts, loaded when the visitor first reaches into the form.
import styled from '@emotion/styled'
import { enquiry } from '../../data/enquiry.ts'
import { siteCopy } from '../../data/content.ts'
import { colors } from '../theme/theme.ts'
import { Button } from '../ui/ButtonLink.tsx'
import { enquiryControlNames, enquiryIds, enquirySentTemplateId } from '../../enquiry/fields.ts'
import { FormCard, Hint, Honeypot } from './enquiry-form-styles.ts'
import { disclosureLook } from '../ui/Disclosure.tsx'
import { NoteField, PhotoField, RadioField, SelectField, TextField } from './EnquiryFields.tsx'
import { ErrorSummary, FailureNotice, SendingStatus } from './EnquiryNotices.tsx'
import { EnquirySent } from './EnquirySent.tsx'
import { NextSteps } from './NextSteps.tsx'
import { radiatorChoices } from '../../enquiry/radiator-choices.ts'
import { useEnquiryEnhancement } from './use-enquiry-enhancement.ts'
import { WorkerWritten } from './WorkerWritten.tsx'
import { enquiryEndpoint } from '../../data/routes.ts'

/** Where the privacy policy explains what happens to an enquiry (its section's id). */
const privacyHref = '/privacy-policy#enquiries'
const honeypotId = `enquiry-${enquiryControlNames.honeypot}`

/** Who to call and when, the heating, then what happens next: parts, so a long form reads as short ones. */
const PartHeading = styled.h2`
  font-size: 1.375rem;
  margin: 0;
  padding-bottom: 0.5rem;
  border-bottom: 2px solid ${colors.border};
`
/**
 * The heating part's optional questions and photos, closed at first so the send button is near on
 * a phone. It opens wherever a message or a kept answer is inside it (the form's script, its boot
 * script and the Worker, which sends a corrected form back with it open).
 */
const MoreAboutHeating = styled.details`
  ${disclosureLook('0')}
  border-block: 1px solid ${colors.border};
  summary {
    padding-right: 0;
  }
  & > div {
    display: grid;
    gap: 1.75rem;
    padding: 0.5rem 0 1.75rem;
  }
`
const Send = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
`
/** Looks unavailable while sending, yet keeps focus (a disabled button would drop it). The form's whole width: its one action. */
/** The form's whole width, its words a size up to match (at the pill's own size they read small across it, review 16). */
const SubmitButton = styled(Button)`
  width: 100%;
  font-size: 1.125rem;
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`
const SmallPrint = styled.div`
  display: grid;
  gap: 0.75rem;
  color: ${colors.muted};
  font-size: 0.9375rem;
  p {
    margin: 0;
  }
`

/** The privacy note, its words about the policy made a link to the policy's section on enquiries (data/schemas.ts checks they are there). */
function PrivacyNote() {
  const { privacyNote, privacyLinkText } = enquiry
  const at = privacyNote.indexOf(privacyLinkText)
  return (
    <p>
      {privacyNote.slice(0, at)}
      <a href={privacyHref}>{privacyLinkText}</a>
      {privacyNote.slice(at + privacyLinkText.length)}
    </p>
  )
}

function EnquiryFormMarkup() {
  return (
    <>
      <FormCard id={enquiryIds.form} method="post" action={enquiryEndpoint} encType="multipart/form-data" noValidate>
        <ErrorSummary />
        <PartHeading>{enquiry.parts.you}</PartHeading>
        <TextField name="name" width="full" type="text" autoComplete="name" autoCapitalize="words" spellCheck={false} />
        <TextField name="phone" width="medium" type="tel" autoComplete="tel" />
        <TextField name="email" width="full" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <TextField name="postcode" width="short" type="text" autoComplete="postal-code" autoCapitalize="characters" spellCheck={false} />
        <RadioField name="callTime" options={enquiry.callTimes} />
        <div>
          <PartHeading>{enquiry.parts.heating}</PartHeading>
          <Hint>{enquiry.parts.heatingHint}</Hint>
        </div>
        <SelectField name="radiators" options={[{ value: '', label: enquiry.radiatorsNotSure }, ...radiatorChoices]} />
        <MoreAboutHeating>
          <summary>{enquiry.parts.more}</summary>
          <div>
            <RadioField name="pipeType" options={enquiry.pipeTypes} />
            <RadioField name="powerFlushed" options={enquiry.powerFlushedOptions} />
            <NoteField />
            <PhotoField />
          </div>
        </MoreAboutHeating>
        <Honeypot aria-hidden="true">
          <label htmlFor={honeypotId}>{enquiry.honeypotLabel}</label>
          <input id={honeypotId} name={enquiryControlNames.honeypot} type="text" tabIndex={-1} autoComplete="off" />
        </Honeypot>
        <input type="hidden" name={enquiryControlNames.startedAt} />
        <input type="hidden" name={enquiryControlNames.submissionId} />
        <input type="hidden" name={enquiryControlNames.startedOn} />
        <FailureNotice />
        <Send>
          <SubmitButton type="submit">{siteCopy.buttons.askUsToCall}</SubmitButton>
          <SendingStatus />
        </Send>
        {/* What sending leads to, and how soon we call, straight under the button: above it, it stood between the last answer and sending. */}
        <PartHeading>{enquiry.nextStepsHeading}</PartHeading>
        <NextSteps />
        <SmallPrint>
          <PrivacyNote />
        </SmallPrint>
      </FormCard>
      <template id={enquirySentTemplateId}>
        <EnquirySent level={2} />
      </template>
    </>
  )
}

/** The form, with the few lines that load its behaviour on first use. */
export function EnquiryForm() {
  useEnquiryEnhancement()
  return (
    <WorkerWritten id="enquiry-form-content">
      <EnquiryFormMarkup />
    </WorkerWritten>
  )
}

// What the form says about sending: the error summary at its top, the box for a failure that is
// no field's, and the live line for progress. All start empty and hidden; the form's script
// fills them, or the Worker does when the form was sent without JavaScript.
import styled from '@emotion/styled'
import { siteConfig } from '../../config/site-config.ts'
import { enquiry } from '../../data/enquiry.ts'
import { colors, layout } from '../theme/theme.ts'
import { enquiryIds } from '../../enquiry/fields.ts'

const summaryHeadingId = `${enquiryIds.errorSummary}-heading`

const Summary = styled.div`
  border: 5px solid ${colors.error};
  border-radius: ${layout.radius};
  padding: 1rem 1.25rem;
  &:focus-visible {
    outline: 3px solid ${colors.focusOnLight};
    outline-offset: 3px;
  }
  h2 {
    font-size: 1.375rem;
    margin-bottom: 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${colors.error};
    font-weight: 700;
  }
`

/** "There is a problem", then a link to each field that needs correcting; focused when shown. */
export function ErrorSummary() {
  return (
    <Summary id={enquiryIds.errorSummary} hidden tabIndex={-1} role="alert" aria-labelledby={summaryHeadingId}>
      <h2 id={summaryHeadingId}>{enquiry.errorSummaryHeading}</h2>
      <ul />
    </Summary>
  )
}

const FailureBox = styled.div`
  border-left: 5px solid ${colors.error};
  background: ${colors.warmGrey};
  border-radius: 0 ${layout.radius} ${layout.radius} 0;
  padding: 1rem 1.25rem;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.5rem;
  }
`
const Reason = styled.p`
  font-weight: 700;
  color: ${colors.error};
`

/** Sending failed for no field's reason (the server, the network): what happened, and the phone. */
export function FailureNotice() {
  return (
    <FailureBox id={enquiryIds.failure} hidden role="alert">
      <Reason id={enquiryIds.failureReason} />
      <p>
        {enquiry.failure.callUs} <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>.
      </p>
    </FailureBox>
  )
}

// Never display: none, even empty: a live region must be in the page before it speaks.
const Status = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${colors.navy};
`

/** Progress while photos are prepared and sent ("Sending… 40%"), read out politely. */
export function SendingStatus() {
  return <Status id={enquiryIds.status} role="status" />
}

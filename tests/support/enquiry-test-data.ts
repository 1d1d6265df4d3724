// What every test that sends an enquiry shares, in the browser and inside workerd (so nothing here
// may need Node): a complete set of answers read from the data the form offers, and the email as
// the mail API receives it.
import type { EnquiryFieldName } from '../../enquiry/fields.ts'
import { radiatorChoices } from '../../enquiry/radiator-choices.ts'
import { enquiry } from '../../data/enquiry.ts'
import { localAreaSummaries } from '../../data/local-area-summaries.ts'

/** A postcode in the first local area: always covered. */
export const coveredPostcode = `${localAreaSummaries[0]?.postcodes[0] ?? ''} 1AA`

/** Answers that pass every check. */
export function completeAnswers(name: string): Record<EnquiryFieldName, string> {
  return {
    name,
    phone: '020 7946 0123',
    email: 'homeowner@example.co.uk',
    postcode: coveredPostcode,
    radiators: radiatorChoices[2]?.value ?? '',
    pipeType: enquiry.pipeTypes[0]?.value ?? '',
    powerFlushed: enquiry.powerFlushedOptions[0]?.value ?? '',
    note: 'The radiators upstairs are cold at the bottom.',
    // Not the time the form chooses for the visitor, so a page that says it back is seen to say theirs.
    callTime: enquiry.callTimes.find((time) => !time.preselected)?.value ?? '',
  }
}

/** An email as the Worker sent it to the mail API. */
export interface SentEmail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  authorization: string | null
}

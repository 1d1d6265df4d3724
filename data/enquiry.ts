// "Ask us to call you": the words of the enquiry form, its choices, what happens after sending,
// and how long we keep what people send (content/enquiry.json). The form (/request-a-call), the
// thank-you page, the email to the business and the privacy policy all read it. It is read as
// written, with no placeholders: the Worker reads it too, and the placeholders' table (half of
// data/) would come with them.
import enquiryFile from '../content/enquiry.json' with { type: 'json' }
import type { EnquiryCopy } from './schemas.ts'
import { withoutBlankFields } from './placeholders.ts'

export const enquiry: EnquiryCopy = withoutBlankFields(enquiryFile)

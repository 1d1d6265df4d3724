// What became of a posted enquiry, before it is answered as JSON (the form's script) or as a page
// (no JavaScript).
import type { EnquiryErrors } from '../components/enquiry/enquiry-schema.ts'
import type { Answers } from './enquiry-form-data.ts'
import type { Refusal } from './refusals.ts'

export type EnquiryOutcome =
  | { kind: 'accepted'; reference: string; photosMissing: string[]; duplicate: boolean }
  | { kind: 'invalid'; errors: EnquiryErrors; answers: Answers; photosSent: boolean; startedOn: string }
  | { kind: 'refused'; refusal: Refusal; answers: Answers; photosSent: boolean; startedOn: string }

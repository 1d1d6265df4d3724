// The enquiry's contract, the part light enough for every page: the form's names and ids, what is
// stored and answered. The page, the inline boot script, the form's script, the Worker and the
// tests all read them here; its addresses are in data/routes.ts with every other, and the draft's
// storage key in data/fixed-values.ts. The rules and messages are in ./schema.ts, loaded on use.
import { enquiryEndpoint } from '../data/routes.ts'
import type { CoverageAnswer, InvalidAnswer, OutsideAnswer } from '../data/coverage-check.ts'

/** The visitor's answers, in the form's order. */
export const enquiryFieldNames = [
  'name',
  'phone',
  'email',
  'postcode',
  'callTime',
  'radiators',
  'pipeType',
  'powerFlushed',
  'note',
] as const
export type EnquiryFieldName = (typeof enquiryFieldNames)[number]

/** Fields that are not the visitor's words: the photos, and what guards against robots and repeats. */
export const enquiryControlNames = {
  photos: 'photos',
  /** Left empty by people (hidden from them), filled in by robots that fill every field. */
  honeypot: 'website',
  /** When the form was given out, signed by the Worker: written into the page, or fetched from enquiryStartEndpoint after client navigation. */
  startedAt: 'startedAt',
  /** One per form fill, set by the form's script: a double tap or a retry stores one enquiry. */
  submissionId: 'submissionId',
  /** The page of ours the visitor chose to ask from, as a path (/prices): written by the Worker from the link's Referer. */
  startedOn: 'from',
  /** Cloudflare Turnstile's token, when its keys are set: the name Cloudflare's own widget gives it. */
  turnstileToken: 'cf-turnstile-response',
} as const

/** Every field a message can be about, in the form's order: the answers, then the photos. */
export const enquiryMessageFields = [...enquiryFieldNames, enquiryControlNames.photos] as const

/** The form's id, on its own as well so that the inline boot script can find the form without the other ids. */
export const enquiryFormId = 'enquiry-form'

/** The element ids the page, the script and the Worker's rewriter share. */
export const enquiryIds = {
  form: enquiryFormId,
  errorSummary: 'enquiry-error-summary',
  /** Shown when sending failed for a reason that is no field's: the phone number is in it. */
  failure: 'enquiry-failure',
  failureReason: 'enquiry-failure-reason',
  /** Live region for progress while sending. */
  status: 'enquiry-status',
  /** On the thank-you page: the line with the reference, and the one naming photos that did not arrive. */
  referenceLine: 'enquiry-reference-line',
  reference: 'enquiry-reference',
  photosMissing: 'enquiry-photos-missing',
  /** On the thank-you page: the number we will call and when, said back to the visitor. */
  callBack: 'enquiry-call-back',
  callBackPhone: 'enquiry-call-back-phone',
  callBackTime: 'enquiry-call-back-time',
  /** Where the Worker puts Turnstile's widget, with its site key, when Turnstile is on. */
  turnstile: 'enquiry-turnstile',
  field: (name: EnquiryFieldName | 'photos') => `enquiry-${name}`,
  hint: (name: EnquiryFieldName | 'photos') => `enquiry-${name}-hint`,
  error: (name: EnquiryFieldName | 'photos') => `enquiry-${name}-error`,
} as const

/** Cloudflare Turnstile's own address: its script and frames on the form's page, and where its tokens are checked. */
export const turnstileOrigin = 'https://challenges.cloudflare.com'

/** Where the form's script asks for a signed start time when the Worker did not write one into the page (client navigation). */
export const enquiryStartEndpoint = `${enquiryEndpoint}/start`
/** What the visitor has typed, kept on their device until it is sent (localStorage). */
export { enquiryDraftKey } from '../data/fixed-values.ts'

/** Answers a visitor has given, each as text: carried by a link, kept in a draft, posted. */
export type EnquiryAnswers = Partial<Record<EnquiryFieldName, string>>

/** What the form's script keeps on the device under enquiryDraftKey until the enquiry is sent: never the photos. */
export interface EnquiryDraft {
  answers: EnquiryAnswers
  /** Kept so that a retry after a reload is the same enquiry. */
  submissionId?: string
}

/** What the endpoint answers a request sent with `Accept: application/json`. */
export type EnquiryResponse =
  /** 201: stored. Photos that could not be stored are named; the enquiry stands without them. */
  | { ok: true; reference: string; photosMissing: string[] }
  /** 422: a message for each field that needs correcting, as the form shows them. */
  | { ok: false; errors: Partial<Record<EnquiryFieldName | 'photos', string>> }
  /** Anything else (429, 5xx): a plain sentence for the visitor, when there is one. */
  | { ok: false; message?: string }

/** On the form's page: the thank-you panel the form's script shows after sending, kept in a <template> until then. */
export const enquirySentTemplateId = 'enquiry-sent-template'

/** The reference a visitor is shown and quotes on the phone, such as PF-7KQ2 (Crockford's base32 letters). */
export const referencePattern = /^PF-[0-9A-HJKMNP-TV-Z]{4}$/

/** An enquiry as stored (migrations/0001_enquiries.sql): the Worker writes it, `npm run enquiries` reads it. */
export interface EnquiryRecord {
  id: string
  reference: string
  submission_id: string
  /** ISO 8601, UTC. */
  created_at: string
  name: string
  /** +447…, as dialled. */
  phone: string
  phone_display: string
  email: string
  postcode: string
  coverage: string
  radiators: string
  pipe_type: string
  power_flushed: string
  note: string
  call_time: string
  source_page: string
  photos_expected: number
  notified_at: string | null
  notify_attempts: number
  notify_error: string | null
  next_notify_at: string | null
  customer: number
  photos_deleted_at: string | null
}

/** A photo's row: the file itself is in R2 under enquiries/<enquiry id>/<position>. */
export interface PhotoRecord {
  enquiry_id: string
  position: number
  file_name: string
  content_type: string
  bytes: number
  stored_at: string | null
  error: string | null
}

/**
 * Where we go, or across the sea (arranged by phone); never beyond the radius or a place we
 * cannot put on the map. The form refuses the rest, and the check offers the form only for these.
 */
export const takesEnquiries = (answer: CoverageAnswer): answer is Exclude<CoverageAnswer, InvalidAnswer | OutsideAnswer> =>
  answer.kind === 'local' || answer.kind === 'covered' || (answer.kind === 'callUs' && answer.reason !== 'unknownArea')

// One enquiry per form fill. With JavaScript the form sends a UUID made when it was first touched;
// without it, the same answers (and photo sizes) sent on the same day are the same fill, so a
// reload that posts again stores nothing new. The day keeps a repeat enquiry weeks later from
// being taken for the first one.
import { enquiryFieldNames } from '../components/enquiry/enquiry-fields.ts'
import type { Enquiry } from '../components/enquiry/enquiry-schema.ts'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return uuidPattern.test(value)
}

/** The answers as one string that does not change with spacing or letter case. */
function normalisedAnswers(enquiry: Enquiry): string[] {
  return enquiryFieldNames.map((field) => {
    const value = enquiry[field]
    const text = typeof value === 'string' ? value : 'e164' in value ? value.e164 : value.postcode
    return text.replace(/\s+/g, ' ').trim().toLowerCase()
  })
}

export async function answersKey(enquiry: Enquiry, photoSizes: readonly number[], now: Date): Promise<string> {
  const text = JSON.stringify([now.toISOString().slice(0, 10), normalisedAnswers(enquiry), photoSizes])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `answers:${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The form's submissionId when it is a UUID, else a hash of the answers. */
export async function submissionKey(submissionId: string, enquiry: Enquiry, photoSizes: readonly number[], now: Date): Promise<string> {
  return isUuid(submissionId) ? submissionId.toLowerCase() : answersKey(enquiry, photoSizes, now)
}

// The answer the form's script reads.
import type { EnquiryOutcome } from './enquiry-outcome.ts'
import { jsonResponse } from './http.ts'

export function jsonAnswer(outcome: EnquiryOutcome): Response {
  switch (outcome.kind) {
    case 'accepted':
      return jsonResponse(
        { ok: true, reference: outcome.reference, photosMissing: outcome.photosMissing, ...(outcome.duplicate ? { duplicate: true } : {}) },
        201,
      )
    case 'invalid':
      return jsonResponse({ ok: false, errors: outcome.errors }, 422)
    case 'refused': {
      const { status, message, retryAfter } = outcome.refusal
      return jsonResponse({ ok: false, message }, status, retryAfter ? { 'Retry-After': String(retryAfter) } : {})
    }
  }
}

// Sends the enquiry with XMLHttpRequest, the one browser API that reports upload progress, and
// reads the answer as one of three outcomes.
import { enquiryMessageFields } from '../../enquiry/fields.ts'
import type { EnquiryErrors } from '../../enquiry/schema.ts'
import { enquiryEndpoint } from '../../data/routes.ts'

/** A connection that moves nothing for this long has stalled: the visitor is told, instead of waiting forever. */
const stallMilliseconds = 30_000

export type SendOutcome =
  | { kind: 'sent'; reference: string; photosMissing: string[] }
  | { kind: 'invalid'; errors: EnquiryErrors }
  /** No field's fault: the server's sentence, when it gave one. */
  | { kind: 'failed'; message: string | null }

const fieldNames: readonly string[] = enquiryMessageFields

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The server's answer (an EnquiryResponse, see enquiry/fields.ts), trusted no further than its shape. */
function outcomeOf(status: number, body: unknown): SendOutcome {
  const response = isRecord(body) ? body : {}
  if (status >= 200 && status < 300 && response.ok === true && typeof response.reference === 'string') {
    const missing = Array.isArray(response.photosMissing) ? response.photosMissing.filter((name) => typeof name === 'string') : []
    return { kind: 'sent', reference: response.reference, photosMissing: missing }
  }
  if (status === 422 && isRecord(response.errors)) {
    const errors: EnquiryErrors = {}
    for (const [name, message] of Object.entries(response.errors)) {
      if (fieldNames.includes(name) && typeof message === 'string') errors[name as keyof EnquiryErrors] = message
    }
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  }
  return { kind: 'failed', message: typeof response.message === 'string' && response.message.trim() ? response.message : null }
}

/** Posts the form's data; `onProgress` hears the share uploaded, 0 to 100. Never rejects. */
export function sendEnquiry(data: FormData, onProgress: (percent: number) => void): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    let stall: ReturnType<typeof setTimeout> | undefined
    const watch = () => {
      clearTimeout(stall)
      stall = setTimeout(() => request.abort(), stallMilliseconds)
    }
    const finish = (outcome: SendOutcome) => {
      clearTimeout(stall)
      resolve(outcome)
    }
    request.open('POST', enquiryEndpoint)
    request.setRequestHeader('Accept', 'application/json')
    request.responseType = 'json'
    request.upload.addEventListener('progress', (event) => {
      watch()
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100))
    })
    request.upload.addEventListener('load', watch)
    request.addEventListener('load', () => finish(outcomeOf(request.status, request.response)))
    for (const failure of ['error', 'abort', 'timeout'] as const)
      request.addEventListener(failure, () => finish({ kind: 'failed', message: null }))
    watch()
    request.send(data)
  })
}

// The services the Worker calls, stood in for inside the test (no network reaches anything else):
// a mail API that keeps what it is sent, honours Idempotency-Key as Resend does, and can be told
// to fail or to time out after accepting; and Turnstile's siteverify.
import { vi } from 'vitest'
import type { SentEmail as MailSinkEmail } from '../support/enquiry-test-data.ts'
import { workerTestSettings } from './settings.ts'

/** An email as the Worker sent it to the mail API, with the key that keeps a retry from delivering it twice. */
export interface SentEmail extends MailSinkEmail {
  idempotencyKey: string | null
}

export const turnstileTest = { siteKey: 'test-site-key', secret: 'test-turnstile-secret', verifyUrl: 'https://turnstile.test/siteverify' }
/** A Turnstile token the stand-in accepts starts with this. */
export const passingToken = 'pass-'

/** How the mail API answers the next sends whose body contains a text: down (503), or accepting but answering too late. */
type Fault = 'down' | 'acceptsThenTimesOut'

export function standIns() {
  const emails: SentEmail[] = []
  /** Every call to the mail API, delivered or not. */
  const sends: { body: string; idempotencyKey: string | null }[] = []
  const answered = new Set<string>()
  const faults: { match: string; fault: Fault; times: number }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const body = await request.text()
    if (request.url === turnstileTest.verifyUrl) {
      const check = new URLSearchParams(body)
      const passed = check.get('secret') === turnstileTest.secret && (check.get('response') ?? '').startsWith(passingToken)
      return Response.json({ success: passed })
    }
    if (request.url !== workerTestSettings.MAIL_API_URL) throw new Error(`No network in tests: ${request.url}`)
    const key = request.headers.get('Idempotency-Key')
    sends.push({ body, idempotencyKey: key })
    const fault = faults.find((each) => each.times > 0 && body.includes(each.match))
    if (fault?.fault === 'down') {
      fault.times--
      return Response.json({ message: 'The mail service is down (as the test asked).' }, { status: 503 })
    }
    // A key seen before: the first answer again, and nothing delivered twice.
    if (!key || !answered.has(key)) {
      emails.push({
        ...(JSON.parse(body) as Omit<SentEmail, 'authorization' | 'idempotencyKey'>),
        authorization: request.headers.get('Authorization'),
        idempotencyKey: key,
      })
      if (key) answered.add(key)
    }
    if (fault?.fault === 'acceptsThenTimesOut') {
      fault.times--
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    }
    return Response.json({ id: `test-${emails.length}` })
  })
  vi.stubGlobal('fetch', fetch)
  return {
    /** What the mail API delivered, oldest first. */
    emails,
    sends,
    emailsContaining: (text: string) => emails.filter((email) => email.subject.includes(text) || email.text.includes(text)),
    failSends: (match: string, fault: Fault, times = 1) => void faults.push({ match, fault, times }),
  }
}

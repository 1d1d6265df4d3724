// A visitor to the Worker under test: the form as our page posts it, from an address of their own
// (the rate limit counts visitors), and ways to read back what the Worker stored.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { enquiryControlNames, type EnquiryRecord } from '../../enquiry/fields.ts'
import worker from '../../worker/index.ts'
import type { WorkerEnv } from '../../worker/env.ts'
import { signFormStart } from '../../worker/signing.ts'
import { workerTestSettings } from './settings.ts'
import { enquiryEndpoint } from '../../data/routes.ts'

export const site = workerTestSettings.SITE_ORIGIN

/** The Worker's answer to `request`, with everything it carried on in the background finished. */
export async function answer(request: Request, settings: Partial<WorkerEnv> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const incoming = request as Request<unknown, IncomingRequestCfProperties>
  const response = await worker.fetch(incoming, { ...(env as unknown as WorkerEnv), ...settings }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** Runs the scheduled handler as the cron would, at `time`. */
export async function runScheduled(time: Date): Promise<void> {
  await worker.scheduled({ scheduledTime: time.getTime(), cron: '*/5 * * * *', noRetry() {} }, env as unknown as WorkerEnv)
}

/** An IPv6 address in the documentation range with a /64 of its own, so no two tests share a rate limit. */
export function visitorAddress(): string {
  const hex = crypto.randomUUID().replaceAll('-', '')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}`
}

export const uniqueName = (label: string) => `Test ${label} ${crypto.randomUUID().slice(0, 8)}`

/** Bytes that begin as a JPEG does (the Worker judges a photo by its first bytes). */
export function jpegLike(size: number, name = 'boiler.jpg'): File {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  for (let index = 4; index < size; index++) bytes[index] = index % 251
  return new File([bytes], name, { type: 'image/jpeg' })
}

/** The start time our form page carries, signed `agoMilliseconds` ago. */
export const formStart = (agoMilliseconds = 60_000) =>
  signFormStart(workerTestSettings.SIGNING_SECRET, new Date(Date.now() - agoMilliseconds))

/** The form as our page posts it: the answers, the photos, and the hidden fields our page and its script fill in. */
export async function enquiryForm(
  answers: Partial<Record<string, string>>,
  { photos = [], submissionId = crypto.randomUUID(), startedAt }: { photos?: File[]; submissionId?: string; startedAt?: string } = {},
): Promise<FormData> {
  const form = new FormData()
  for (const [name, value] of Object.entries(answers)) if (value !== undefined) form.append(name, value)
  form.append(enquiryControlNames.honeypot, '')
  form.append(enquiryControlNames.submissionId, submissionId)
  form.append(enquiryControlNames.startedAt, startedAt ?? (await formStart()))
  for (const photo of photos) form.append(enquiryControlNames.photos, photo)
  return form
}

export interface Post {
  address?: string
  accept?: 'application/json' | 'text/html'
  /** Headers on top of those a browser sends from our own page: to post as another site would. */
  headers?: Record<string, string | null>
}

/**
 * Posts `form` to the enquiry endpoint as a browser on our own page does: with its length, its
 * origin and Sec-Fetch-Site, and the address Cloudflare saw. A header set to null is left out.
 */
export async function send(
  form: FormData,
  { address = visitorAddress(), accept = 'application/json', headers = {} }: Post = {},
  settings: Partial<WorkerEnv> = {},
) {
  const encoded = new Request(site, { method: 'POST', body: form })
  const body = await encoded.arrayBuffer()
  const all: Record<string, string | null> = {
    'Content-Type': encoded.headers.get('Content-Type'),
    'Content-Length': String(body.byteLength),
    Accept: accept,
    'CF-Connecting-IP': address,
    Origin: site,
    'Sec-Fetch-Site': 'same-origin',
    ...headers,
  }
  const sent = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)
  return answer(new Request(`${site}${enquiryEndpoint}`, { method: 'POST', headers: sent, body }), settings)
}

export const storedNamed = async (name: string) =>
  (await env.DB.prepare('SELECT * FROM enquiries WHERE name = ?').bind(name).all<EnquiryRecord>()).results

export const storedWithReference = async (reference: string) =>
  env.DB.prepare('SELECT * FROM enquiries WHERE reference = ?').bind(reference).first<EnquiryRecord>()

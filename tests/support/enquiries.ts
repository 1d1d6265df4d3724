// What the enquiry tests share: a visitor of their own (the rate limit is per address), a complete
// set of answers built from data/, and ways to read back what the Worker stored and sent.
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { enquiry } from '../../data/enquiry.ts'
import { enquiryControlNames, type EnquiryFieldName } from '../../components/enquiry/enquiry-fields.ts'
import { mailSinkUrl, type SentEmail } from './mail-sink-address.ts'
import { localAreas } from '../../data/site-pages.ts'
import { pricing } from '../../data/facts.ts'

/**
 * An address for one test's visitor, sent as CF-Connecting-IP (which Cloudflare sets in production
 * and the local runtime passes on), so tests running side by side never share a rate limit.
 * The IPv6 documentation range (RFC 3849) with 60 random bits (a UUID's first 16 hex digits, one
 * fixed): only ever a header value, never an address anything is sent to, and unlike a few hundred
 * IPv4 ones, never drawn twice in a run.
 */
export function visitorAddress(): string {
  const groups = randomUUID().replaceAll('-', '').slice(0, 16).match(/.{4}/g) ?? []
  return `2001:db8::${groups.join(':')}`
}

/** A name no other test uses, so a test finds its own enquiry and email. */
export const uniqueName = (label: string) => `Test ${label} ${randomUUID().slice(0, 8)}`

/** A postcode in the first local area: always covered. */
export const coveredPostcode = `${localAreas[0]?.postcodes[0] ?? ''} 1AA`

/** Answers that pass every check, each read from the data the form offers. */
export function completeAnswers(name: string): Record<EnquiryFieldName, string> {
  return {
    name,
    phone: '020 7946 0123',
    email: 'homeowner@example.co.uk',
    postcode: coveredPostcode,
    radiators: String(pricing.rows[2]?.radiators ?? ''),
    pipeType: enquiry.pipeTypes[0]?.value ?? '',
    powerFlushed: enquiry.powerFlushedOptions[0]?.value ?? '',
    note: 'The radiators upstairs are cold at the bottom.',
    callTime: enquiry.callTimes[0]?.value ?? '',
  }
}

/** A file as the form sends it. */
export interface UploadedFile {
  name: string
  type: string
  bytes: Uint8Array<ArrayBuffer>
}

/** Bytes that begin as a JPEG does (the Worker judges a photo by its first bytes). */
export function jpegLike(size: number, name = 'boiler.jpg'): UploadedFile {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  for (let index = 4; index < size; index++) bytes[index] = index % 251
  return { name, type: 'image/jpeg', bytes }
}

/** The multipart body the form posts: answers, photos, and the form's script's own fields. */
export function enquiryForm(answers: Partial<Record<string, string>>, photos: UploadedFile[] = [], submissionId = randomUUID()): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(answers)) if (value !== undefined) form.append(name, value)
  form.append(enquiryControlNames.honeypot, '')
  form.append(enquiryControlNames.submissionId, submissionId)
  form.append(enquiryControlNames.startedAt, String(Date.now() - 60_000))
  for (const photo of photos) form.append(enquiryControlNames.photos, new Blob([photo.bytes], { type: photo.type }), photo.name)
  return form
}

/** An enquiry as `npm run enquiries -- --json` lists it. */
export interface StoredEnquiry {
  reference: string
  name: string
  note: string
  photos_stored: number
  photos_expected: number
  /** The page of ours the visitor asked from, as the business's email names it. */
  source_page: string
  notified_at: string | null
  notify_attempts: number
  notify_error: string | null
}

const run = promisify(execFile)

/** What the Worker on `port` has stored, read as the business reads it (scripts/enquiries.ts). */
export async function storedEnquiries(port: number): Promise<StoredEnquiry[]> {
  const { stdout } = await run('npx', [
    'tsx',
    'scripts/enquiries.ts',
    '--json',
    '--limit',
    '1000',
    '--persist-to',
    `.wrangler/test-${port}`,
  ])
  return JSON.parse(stdout) as StoredEnquiry[]
}

/** The emails the stand-in mail service received that contain `text`. */
export async function emailsContaining(text: string): Promise<SentEmail[]> {
  const emails = (await (await fetch(`${mailSinkUrl}/emails`)).json()) as SentEmail[]
  return emails.filter((email) => email.subject.includes(text) || email.text.includes(text))
}

/** The next `times` emails containing `text` fail to send, as if the mail service were down. */
export async function failEmailsContaining(text: string, times = 1): Promise<void> {
  await fetch(`${mailSinkUrl}/fail?match=${encodeURIComponent(text)}&times=${times}`, { method: 'POST' })
}

/** Runs the Worker's scheduled handler as the cron would, at `time` (retries due by then are sent). */
export async function runScheduled(baseURL: string, time = Date.now()): Promise<void> {
  const response = await fetch(`${baseURL}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${time}`)
  if (!response.ok) throw new Error(`scheduled handler answered ${response.status}: ${await response.text()}`)
}

/** The photo links in an email to the business. */
export const photoLinks = (email: SentEmail): string[] =>
  [...email.text.matchAll(/https?:\/\/\S+\/api\/photos\/\S+/g)].map((match) => match[0])

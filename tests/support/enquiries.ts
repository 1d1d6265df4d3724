// What the browser's enquiry tests share: a visitor of their own (the rate limit is per visitor),
// and ways to read back what the Worker stored and sent.
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { listSql } from '../../scripts/enquiries.ts'
import { enquiryControlNames } from '../../enquiry/fields.ts'
import { enquiryLimits } from '../../enquiry/schema.ts'
import type { SentEmail } from './enquiry-test-data.ts'
import { mailSinkUrl } from './mail-sink-address.ts'
import { testStorage } from './test-servers.ts'

/**
 * An address for one test's visitor, sent as CF-Connecting-IP (which Cloudflare sets in production
 * and the local runtime passes on), so tests running side by side never share a rate limit. The
 * limit counts IPv6 by its /64, so the random bits go in the network half: the documentation range
 * (RFC 3849) with 32 random bits of subnet. Only ever a header value, never an address anything is sent to.
 */
export function visitorAddress(): string {
  const hex = randomUUID().replaceAll('-', '')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}`
}

/** A name no other test uses, so a test finds its own enquiry and email. */
export const uniqueName = (label: string) => `Test ${label} ${randomUUID().slice(0, 8)}`

/**
 * Waits out the robot check: no person sends the form sooner than its minimum after the Worker gave
 * it out, so the Worker refuses it. Counted, as the Worker counts, from the signed time the form
 * carries (written into the page, or fetched after client navigation), so the time a test spent
 * filling in is not waited twice.
 */
export async function waitOutTheRobotCheck(page: Page): Promise<void> {
  const startedAt = page.locator(`input[name="${enquiryControlNames.startedAt}"]`)
  await expect(startedAt).toHaveValue(/^\d{13}\./)
  const givenOutAt = Number((await startedAt.inputValue()).split('.')[0])
  // A tenth of a second to spare: the browser's clock and the Worker's are the same machine's.
  await page.waitForTimeout(Math.max(0, givenOutAt + enquiryLimits.minFillMilliseconds + 100 - Date.now()))
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

/** An enquiry as `npm run enquiries -- --json` lists it. */
export interface StoredEnquiry {
  reference: string
  name: string
  postcode: string
  radiators: string
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

/** What the Worker on `port` has stored, read as the business reads it: `npm run enquiries`, through wrangler. */
export async function enquiriesAsTheBusinessReadsThem(port: number): Promise<StoredEnquiry[]> {
  const { stdout } = await run('npx', ['tsx', 'scripts/enquiries.ts', '--json', '--limit', '1000', '--persist-to', testStorage(port)])
  return JSON.parse(stdout) as StoredEnquiry[]
}

/**
 * The same rows by the same query, read straight from the local D1 file: starting wrangler for
 * each read took 5–10 s on a busy machine, so one test goes through the command and the rest read here.
 */
export function storedEnquiries(port: number): StoredEnquiry[] {
  const folder = path.join(testStorage(port), 'v3/d1/miniflare-D1DatabaseObject')
  const file = readdirSync(folder).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
  if (!file) throw new Error(`no local D1 database in ${folder}`)
  const database = new DatabaseSync(path.join(folder, file), { readOnly: true })
  try {
    return database.prepare(listSql(1000)).all() as unknown as StoredEnquiry[]
  } finally {
    database.close()
  }
}

/** The emails the stand-in mail service received that contain `text`. */
export async function emailsContaining(text: string): Promise<SentEmail[]> {
  const emails = (await (await fetch(`${mailSinkUrl}/emails`)).json()) as SentEmail[]
  return emails.filter((email) => email.subject.includes(text) || email.text.includes(text))
}

/** The photo links in an email to the business. */
export const photoLinks = (email: SentEmail): string[] =>
  [...email.text.matchAll(/https?:\/\/\S+\/api\/photos\/\S+/g)].map((match) => match[0])

// Tells the business of each enquiry by email, and on a schedule sends what failed and deletes what
// is due. A failure never loses an enquiry: it stays unsent, says why, and is tried again after a
// growing wait. Each email carries an idempotency key, so a retry after a send that timed out but
// arrived is not delivered twice.
import { labelOf, radiatorChoices, visibleText } from '../enquiry/schema.ts'
import type { EnquiryRecord, PhotoRecord } from '../enquiry/fields.ts'
import { enquiry as copy } from '../data/enquiry.ts'
import { pricing } from '../data/facts.ts'
import { formatPounds } from '../data/format.ts'
import { errorMessage, escapeHtml, type WorkerEnv } from './env.ts'
import { applyRetention, photoLinkLifetimeSeconds, signedPhotoUrl } from './storage.ts'

export interface EnquiryEmail {
  subject: string
  text: string
  html: string
}

/** A photo as the email lists it: url is null when links are off or the photo is not in storage. */
export interface EmailPhoto {
  photo: PhotoRecord
  url: string | null
}

export interface EmailContext {
  siteOrigin: string
  /** False when SIGNING_SECRET is missing: the email says so instead of linking. */
  linksOn: boolean
  /** When the links stop working. */
  linksExpire: Date
}

/** What the business reads beside each answer: its own words, not the homeowner's questions. */
export const answerLabels = {
  reference: 'Reference',
  received: 'Received',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  postcode: 'Postcode',
  coverage: 'Coverage',
  radiators: 'Radiators',
  price: 'Price on the site',
  pipeType: 'Pipes',
  powerFlushed: 'Power flushed before',
  callTime: 'Best time to call',
  note: 'Note',
  sourcePage: 'Sent from',
} as const

const coverageLabels: Record<string, string> = {
  local: 'In one of our local areas',
  covered: 'Covered: within our travelling area',
  callUs: 'Call to arrange: across the water from us',
}

/** What the site showed the visitor for their radiator count, so whoever calls quotes the same. */
function priceShown(radiators: string): string {
  const row = pricing.rows.find((candidate) => String(candidate.radiators) === radiators)
  if (row) return `Standard ${formatPounds(row.standard)}, No Fix No Fee ${formatPounds(row.noFix)}`
  return radiators ? 'Quoted by phone at this size' : 'Not known until we know the radiators'
}

const londonTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))

interface Answer {
  label: string
  /** As stored, made visible: hidden characters written out, line breaks only in the note. */
  text: string
  /** Escaped HTML for the value, when it is more than its text (a link). */
  html?: string
}

function answers(record: EnquiryRecord, siteOrigin: string): Answer[] {
  const sourceUrl = record.source_page ? new URL(record.source_page, siteOrigin).href : ''
  const shown = (text: string) => visibleText(text)
  return [
    { label: answerLabels.reference, text: shown(record.reference) },
    { label: answerLabels.received, text: londonTime(record.created_at) },
    { label: answerLabels.name, text: shown(record.name) },
    {
      label: answerLabels.phone,
      text: shown(record.phone_display),
      html: `<a href="tel:${escapeHtml(shown(record.phone))}">${escapeHtml(shown(record.phone_display))}</a>`,
    },
    {
      label: answerLabels.email,
      text: shown(record.email) || 'Not given',
      html: record.email ? `<a href="mailto:${escapeHtml(shown(record.email))}">${escapeHtml(shown(record.email))}</a>` : 'Not given',
    },
    { label: answerLabels.postcode, text: shown(record.postcode) },
    { label: answerLabels.coverage, text: coverageLabels[record.coverage] ?? shown(record.coverage) },
    {
      label: answerLabels.radiators,
      text: record.radiators ? shown(labelOf(radiatorChoices, record.radiators)) : copy.radiatorsNotSure,
    },
    { label: answerLabels.price, text: priceShown(record.radiators) },
    { label: answerLabels.pipeType, text: shown(labelOf(copy.pipeTypes, record.pipe_type)) },
    { label: answerLabels.powerFlushed, text: shown(labelOf(copy.powerFlushedOptions, record.power_flushed)) },
    { label: answerLabels.callTime, text: shown(labelOf(copy.callTimes, record.call_time)) },
    { label: answerLabels.note, text: visibleText(record.note, { multiline: true }) || 'None' },
    {
      label: answerLabels.sourcePage,
      text: shown(sourceUrl) || 'Not known',
      html: sourceUrl ? `<a href="${escapeHtml(shown(sourceUrl))}">${escapeHtml(shown(sourceUrl))}</a>` : 'Not known',
    },
  ]
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

function photoLines(photos: readonly EmailPhoto[], context: EmailContext): { text: string[]; html: string[] } {
  if (photos.length === 0) return { text: ['No photos sent.'], html: ['<p>No photos sent.</p>'] }
  const expiry = londonTime(context.linksExpire.toISOString())
  const note = context.linksOn
    ? `Photo links work until ${expiry}.`
    : 'Photo links are switched off: SIGNING_SECRET is not set on the Worker. The photos are kept in R2 under enquiries/<id>/.'
  const text: string[] = []
  const html: string[] = []
  for (const { photo, url } of photos) {
    const label = visibleText(`Photo ${photo.position + 1}: ${photo.file_name} (${kilobytes(photo.bytes)})`)
    const state = photo.stored_at ? '' : ` — did not arrive${photo.error ? ` (${visibleText(photo.error)})` : ''}`
    text.push(`${label}${state}${url ? `\n  ${url}` : ''}`)
    html.push(`<li>${url ? `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>` : escapeHtml(label)}${escapeHtml(state)}</li>`)
  }
  return { text: [...text, note], html: [`<ul>${html.join('')}</ul>`, `<p>${escapeHtml(note)}</p>`] }
}

export function buildEnquiryEmail(record: EnquiryRecord, photos: readonly EmailPhoto[], context: EmailContext): EnquiryEmail {
  const subject = visibleText(`New enquiry ${record.reference}: ${record.name}, ${record.postcode}`)
  const rows = answers(record, context.siteOrigin)
  const photoList = photoLines(photos, context)
  const intro = `${visibleText(record.name)} asked us to call them back.`
  const text = [
    intro,
    '',
    ...rows.map((row) => `${row.label}\n  ${row.text.replace(/\r\n?|\n/g, '\n  ')}`),
    '',
    'Photos',
    ...photoList.text,
  ].join('\n')
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left'
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body style="font-family:sans-serif">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(
      (row) =>
        `<tr><th style="${cell}">${escapeHtml(row.label)}</th><td style="${cell};white-space:pre-wrap">${row.html ?? escapeHtml(row.text)}</td></tr>`,
    ),
    '</table>',
    '<h2 style="font-size:1.1em">Photos</h2>',
    ...photoList.html,
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}

// ---------------------------------------------------------------------------------------------
// Sending

const mailTimeoutMilliseconds = 10_000

/**
 * Sends through a transactional mail API that takes {from, to, subject, text, html} as JSON with a
 * Bearer key and honours an Idempotency-Key header for a day (Resend's shape). With no API
 * configured (local development) the email is written to the log and counts as sent. Resolves when
 * the email was accepted; throws an Error saying why it was not.
 */
export async function sendEmail(env: WorkerEnv, email: EnquiryEmail, idempotencyKey: string): Promise<void> {
  if (!env.MAIL_API_URL) {
    console.log(
      `Email to ${env.ENQUIRY_NOTIFY_TO} (MAIL_API_URL is empty, so it is logged instead of sent)\nSubject: ${email.subject}\n\n${email.text}`,
    )
    return
  }
  let response: Response
  try {
    response = await fetch(env.MAIL_API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.MAIL_API_KEY ?? ''}`, 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({ from: env.MAIL_FROM, to: [env.ENQUIRY_NOTIFY_TO], ...email }),
      signal: AbortSignal.timeout(mailTimeoutMilliseconds),
    })
  } catch (error) {
    throw new Error(`Mail API unreachable: ${errorMessage(error)}`)
  }
  if (!response.ok) {
    const detail = visibleText((await response.text().catch(() => '')).slice(0, 200))
    throw new Error(`Mail API answered ${response.status}${detail ? `: ${detail}` : ''}`)
  }
  await response.body?.cancel()
}

/** After this many failed attempts, minutes until the next: soon at first (a blip), then hourly (an outage or a wrong key). */
export function retryDelayMinutes(failedAttempts: number): number {
  return ([5, 15, 30] as const)[Math.max(0, failedAttempts - 1)] ?? 60
}

/** How long one attempt may own an unsent enquiry before the scheduled retry may take it. */
const notifyClaimMinutes = 5

export const notifyClaimUntil = (now: Date): string => new Date(now.getTime() + notifyClaimMinutes * 60_000).toISOString()

/**
 * The email for one enquiry, the same at every attempt (the mail API refuses a repeated key with
 * a different body): the photo links expire a fixed time after the enquiry, not after the send.
 */
async function emailFor(env: WorkerEnv, record: EnquiryRecord, photos: readonly PhotoRecord[]): Promise<EnquiryEmail> {
  const expires = Math.floor(new Date(record.created_at).getTime() / 1000) + photoLinkLifetimeSeconds
  const secret = env.SIGNING_SECRET
  const listed = await Promise.all(
    photos.map(async (photo) => ({
      photo,
      url:
        secret && photo.stored_at && !record.photos_deleted_at
          ? await signedPhotoUrl(env.SITE_ORIGIN, secret, record.id, photo.position, expires)
          : null,
    })),
  )
  return buildEnquiryEmail(record, listed, { siteOrigin: env.SITE_ORIGIN, linksOn: Boolean(secret), linksExpire: new Date(expires * 1000) })
}

/** Sends the email for one enquiry and records the outcome; true when it was sent. */
export async function notifyEnquiry(env: WorkerEnv, record: EnquiryRecord, photos: readonly PhotoRecord[], now: Date): Promise<boolean> {
  try {
    await sendEmail(env, await emailFor(env, record, photos), `enquiry-${record.id}`)
  } catch (error) {
    const attempts = record.notify_attempts + 1
    const next = new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000).toISOString()
    const reason = errorMessage(error).slice(0, 500)
    console.error(`Enquiry ${record.reference}: the email to the business failed (attempt ${attempts}); next try after ${next}: ${reason}`)
    await env.DB.prepare('UPDATE enquiries SET notify_attempts = ?, notify_error = ?, next_notify_at = ? WHERE id = ?')
      .bind(attempts, reason, next, record.id)
      .run()
    return false
  }
  // Should this update fail, the email goes again later under the same key: the mail API delivers it once.
  await env.DB.prepare('UPDATE enquiries SET notified_at = ?, notify_error = NULL, next_notify_at = NULL WHERE id = ?')
    .bind(now.toISOString(), record.id)
    .run()
  return true
}

/** For ctx.waitUntil, with the enquiry as just saved: nothing thrown is lost from the log. */
export function notifyInBackground(env: WorkerEnv, record: EnquiryRecord, photos: readonly PhotoRecord[]): Promise<unknown> {
  return notifyEnquiry(env, record, photos, new Date()).catch((error: unknown) =>
    console.error(`Enquiry ${record.reference}: the email to the business could not be attempted: ${errorMessage(error)}`),
  )
}

// ---------------------------------------------------------------------------------------------
// Every five minutes (wrangler.jsonc `triggers`)

const retryBatch = 50
/** A few at a time: each may wait up to 10 s for the mail API. */
const retryParallel = 5
/** Claimed rows are left alone by an overlapping run for this long. */
const retryClaimMinutes = 15

const claimDue = `UPDATE enquiries SET next_notify_at = ?
WHERE id IN (
  SELECT id FROM enquiries WHERE notified_at IS NULL AND (next_notify_at IS NULL OR next_notify_at <= ?)
  ORDER BY created_at LIMIT ${retryBatch}
)
RETURNING *`

/** The emails that failed or never ran (the Worker stopped before sending), oldest first. */
async function retryNotifications(env: WorkerEnv, now: Date): Promise<{ sent: number; failed: number }> {
  const claimUntil = new Date(now.getTime() + retryClaimMinutes * 60_000).toISOString()
  const claimed = await env.DB.prepare(claimDue).bind(claimUntil, now.toISOString()).all<EnquiryRecord>()
  const due = claimed.results.sort((a, b) => a.created_at.localeCompare(b.created_at))
  let sent = 0
  let failed = 0
  for (let start = 0; start < due.length; start += retryParallel) {
    const outcomes = await Promise.allSettled(
      due.slice(start, start + retryParallel).map(async (record) => {
        const photos = await env.DB.prepare('SELECT * FROM enquiry_photos WHERE enquiry_id = ? ORDER BY position')
          .bind(record.id)
          .all<PhotoRecord>()
        return notifyEnquiry(env, record, photos.results, now)
      }),
    )
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled' && outcome.value) sent++
      else {
        failed++
        if (outcome.status === 'rejected')
          console.error(`Enquiry ${due[start + index]?.reference}: retry could not run: ${errorMessage(outcome.reason)}`)
      }
    }
  }
  return { sent, failed }
}

/** `now` is the trigger's scheduled time. */
export async function runScheduled(env: WorkerEnv, now: Date): Promise<void> {
  const emails = await retryNotifications(env, now)
  const deleted = await applyRetention(env, now)
  console.log(
    `Scheduled run at ${now.toISOString()}: ${emails.sent} email(s) sent, ${emails.failed} failed; ` +
      `${deleted.photosDeleted} photo(s) and ${deleted.enquiriesDeleted} enquiry(ies) deleted as the privacy policy says`,
  )
}

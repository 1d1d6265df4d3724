// Where enquiries are kept: the enquiry and its photos' rows in D1, written before anything else
// happens so that once saved it cannot be lost; the photos in R2, reached only through signed,
// expiring links from the business's email; and deleted when the privacy policy says.
import { enquiryFieldNames, type EnquiryRecord, type PhotoRecord } from '../enquiry/fields.ts'
import type { Enquiry, PhotoType } from '../enquiry/schema.ts'
import { enquiry as copy } from '../data/enquiry.ts'
import { apiHeaders, errorMessage, jsonResponse, notFound, type WorkerEnv } from './env.ts'
import { sign, verify } from './signing.ts'

export interface PhotoUpload {
  /** 0 for the first photo: its place in the form and in the R2 key. */
  position: number
  fileName: string
  contentType: PhotoType
  file: File
}

// ---------------------------------------------------------------------------------------------
// One enquiry per form fill

/** Crockford's base32 without I, L, O and U: nothing that reads as another character on the phone (referencePattern). */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A random reference such as PF-7KQ2; 32 divides 256, so masking a random byte picks each character evenly. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4))
  return `PF-${[...bytes].map((byte) => referenceAlphabet[byte & 31]).join('')}`
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')

/** The answers as one string that does not change with spacing or letter case, with the photos' sizes. */
function answersText(enquiry: Enquiry, photoSizes: readonly number[]): string {
  const answers = enquiryFieldNames.map((field) => {
    const value = enquiry[field]
    const text = typeof value === 'string' ? value : 'e164' in value ? value.e164 : value.postcode
    return text.replace(/\s+/g, ' ').trim().toLowerCase()
  })
  return JSON.stringify([answers, photoSizes])
}

/**
 * What makes two posts the same enquiry. With JavaScript the form sends a UUID made when it was
 * first touched; the same UUID with the same answers is a double tap or a retry and stores nothing
 * new, but with other answers it is another enquiry (a form reused, or an id forged) and is stored
 * as one. Without JavaScript, the same answers sent the same day are the same fill, so a reload
 * that posts again stores nothing new; the day keeps a repeat enquiry weeks later apart.
 */
export async function submissionKey(submissionId: string, enquiry: Enquiry, photoSizes: readonly number[], now: Date): Promise<string> {
  const answers = answersText(enquiry, photoSizes)
  if (uuidPattern.test(submissionId)) return `${submissionId.toLowerCase()}:${await sha256Hex(answers)}`
  return `answers:${await sha256Hex(JSON.stringify([now.toISOString().slice(0, 10), answers]))}`
}

export interface NewEnquiry {
  enquiry: Enquiry
  submissionKey: string
  sourcePage: string
  photos: readonly PhotoUpload[]
  now: Date
  /** Until then the notification sent at once owns the enquiry; after it, the scheduled retry may take it. */
  notifyClaimUntil: string
}

export type SaveResult =
  { duplicate: false; record: EnquiryRecord } | { duplicate: true; id: string; reference: string; photosMissing: string[] }

const referenceAttempts = 8

/** Every column of the row, named by the record's own keys (never by anything a visitor sent). */
function insertEnquiry(record: EnquiryRecord): { sql: string; values: EnquiryRecord[keyof EnquiryRecord][] } {
  const columns = Object.keys(record) as (keyof EnquiryRecord)[]
  return {
    sql: `INSERT INTO enquiries (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
ON CONFLICT (submission_id) DO NOTHING`,
    values: columns.map((column) => record[column]),
  }
}

// Only when the enquiry above was inserted: a repeat's photos belong to the first post.
const insertPhoto = `INSERT INTO enquiry_photos (enquiry_id, position, file_name, content_type, bytes)
SELECT id, ?, ?, ?, ? FROM enquiries WHERE id = ?`

const isReferenceTaken = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: enquiries\.reference/.test(error.message)

/** The row as inserted, kept in memory so the first email need not read it back. */
function recordOf(input: NewEnquiry, id: string, reference: string): EnquiryRecord {
  const { enquiry } = input
  return {
    id,
    reference,
    submission_id: input.submissionKey,
    created_at: input.now.toISOString(),
    name: enquiry.name,
    phone: enquiry.phone.e164,
    phone_display: enquiry.phone.display,
    email: enquiry.email,
    postcode: enquiry.postcode.postcode,
    coverage: enquiry.postcode.coverage,
    radiators: enquiry.radiators,
    pipe_type: enquiry.pipeType,
    power_flushed: enquiry.powerFlushed,
    note: enquiry.note,
    call_time: enquiry.callTime,
    source_page: input.sourcePage,
    photos_expected: input.photos.length,
    notified_at: null,
    notify_attempts: 0,
    notify_error: null,
    next_notify_at: input.notifyClaimUntil,
    customer: 0,
    photos_deleted_at: null,
  }
}

/** One batch (a transaction) holds the enquiry and its photos' rows; a second post of the same fill changes nothing and finds the first. */
export async function saveEnquiry(db: D1Database, input: NewEnquiry): Promise<SaveResult> {
  for (let attempt = 0; attempt < referenceAttempts; attempt++) {
    const record = recordOf(input, crypto.randomUUID(), newReference())
    const insert = insertEnquiry(record)
    const statements = [
      db.prepare(insert.sql).bind(...insert.values),
      ...input.photos.map((photo) =>
        db.prepare(insertPhoto).bind(photo.position, photo.fileName, photo.contentType, photo.file.size, record.id),
      ),
    ]
    let inserted: boolean
    try {
      const [result] = await db.batch(statements)
      inserted = (result?.meta.changes ?? 0) > 0
    } catch (error) {
      if (isReferenceTaken(error)) continue
      throw error
    }
    if (inserted) return { duplicate: false, record }
    const first = await db
      .prepare('SELECT id, reference FROM enquiries WHERE submission_id = ?')
      .bind(input.submissionKey)
      .first<{ id: string; reference: string }>()
    if (!first) continue
    const missing = await db
      .prepare('SELECT file_name FROM enquiry_photos WHERE enquiry_id = ? AND error IS NOT NULL ORDER BY position')
      .bind(first.id)
      .all<{ file_name: string }>()
    return { duplicate: true, ...first, photosMissing: missing.results.map((row) => row.file_name) }
  }
  throw new Error(`No free reference after ${referenceAttempts} attempts`)
}

// ---------------------------------------------------------------------------------------------
// Photos

/** Where a photo lives in R2. */
export const photoKey = (enquiryId: string, position: number): string => `enquiries/${enquiryId}/${position}`

/** Puts the photos in R2 after the enquiry is saved. A photo that fails is recorded against its row and named to the visitor. */
export async function storePhotos(
  env: WorkerEnv,
  enquiryId: string,
  reference: string,
  photos: readonly PhotoUpload[],
  now: Date,
): Promise<{ records: PhotoRecord[]; missing: string[] }> {
  if (photos.length === 0) return { records: [], missing: [] }
  const puts = await Promise.allSettled(
    photos.map((photo) =>
      env.PHOTOS.put(photoKey(enquiryId, photo.position), photo.file, { httpMetadata: { contentType: photo.contentType } }),
    ),
  )
  const records: PhotoRecord[] = photos.map((photo, index) => {
    const put = puts[index]
    const base = {
      enquiry_id: enquiryId,
      position: photo.position,
      file_name: photo.fileName,
      content_type: photo.contentType,
      bytes: photo.file.size,
    }
    if (put?.status === 'fulfilled') return { ...base, stored_at: now.toISOString(), error: null }
    const reason = errorMessage(put?.reason)
    console.error(`Enquiry ${reference}: photo ${photo.position + 1} was not stored: ${reason}`)
    return { ...base, stored_at: null, error: reason.slice(0, 500) }
  })
  const updates = records.map((record) =>
    env.DB.prepare('UPDATE enquiry_photos SET stored_at = ?, error = ? WHERE enquiry_id = ? AND position = ?').bind(
      record.stored_at,
      record.error,
      enquiryId,
      record.position,
    ),
  )
  try {
    await env.DB.batch(updates)
  } catch (error) {
    // The photos are in R2 regardless; the listing shows them as not stored until this is put right.
    console.error(`Enquiry ${reference}: photo rows not updated: ${errorMessage(error)}`)
  }
  return { records, missing: records.filter((record) => !record.stored_at).map((record) => record.file_name) }
}

/** How long a photo link in the email works: the photos are personal data. */
export const photoLinkLifetimeSeconds = copy.retention.photoLinkDays * 24 * 60 * 60

const photoText = (enquiryId: string, position: number, expires: number) => `photo/${enquiryId}/${position}/${expires}`

/** The absolute link to a photo, valid until `expires` (seconds since 1970). */
export async function signedPhotoUrl(
  origin: string,
  secret: string,
  enquiryId: string,
  position: number,
  expires: number,
): Promise<string> {
  const url = new URL(`/api/photos/${enquiryId}/${position}`, origin)
  url.search = new URLSearchParams({
    expires: String(expires),
    sig: await sign(secret, photoText(enquiryId, position, expires)),
  }).toString()
  return url.href
}

const photoRoute = /^\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d{1,2})$/

/** GET /api/photos/<enquiry id>/<position>?expires=…&sig=…: a photo from R2, only through a signed, unexpired link. */
export async function servePhoto(url: URL, env: WorkerEnv, now: Date): Promise<Response> {
  const match = photoRoute.exec(url.pathname)
  if (!match?.[1] || !match[2] || !env.SIGNING_SECRET) return notFound()
  const [enquiryId, position] = [match[1], Number(match[2])]
  const expires = url.searchParams.get('expires') ?? ''
  const signature = url.searchParams.get('sig') ?? ''
  const signed =
    /^[1-9]\d{0,11}$/.test(expires) && (await verify(env.SIGNING_SECRET, photoText(enquiryId, position, Number(expires)), signature))
  if (!signed) return jsonResponse({ ok: false, message: 'This photo link is not valid.' }, 403)
  if (Number(expires) * 1000 < now.getTime()) {
    return jsonResponse(
      { ok: false, message: `This photo link has expired. Links work for ${copy.retention.photoLinkDays} days from the enquiry.` },
      403,
    )
  }
  const object = await env.PHOTOS.get(photoKey(enquiryId, position))
  if (!object) return jsonResponse({ ok: false, message: 'This photo is no longer kept.' }, 404)
  return new Response(object.body, {
    headers: {
      ...apiHeaders,
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      // Only ever an image: nothing in it may run.
      'Content-Security-Policy': "default-src 'none'",
    },
  })
}

// ---------------------------------------------------------------------------------------------
// Retention: photos after photoDays, enquiries after enquiryMonths (content/enquiry.json), unless
// the enquiry became a customer's job.

/** Per run: the cron comes back in five minutes for the rest. */
const retentionBatch = 100

export const photoCutoff = (now: Date): string => new Date(now.getTime() - copy.retention.photoDays * 24 * 60 * 60_000).toISOString()

export function enquiryCutoff(now: Date): string {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - copy.retention.enquiryMonths)
  return cutoff.toISOString()
}

/** Deletes every photo object of these enquiries (stored or not: a put may have landed unrecorded). */
async function deletePhotoObjects(env: WorkerEnv, enquiryIds: readonly string[]): Promise<number> {
  if (enquiryIds.length === 0) return 0
  const rows = await env.DB.prepare(`SELECT enquiry_id, position FROM enquiry_photos WHERE enquiry_id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(enquiryIds))
    .all<{ enquiry_id: string; position: number }>()
  const keys = rows.results.map((row) => photoKey(row.enquiry_id, row.position))
  if (keys.length > 0) await env.PHOTOS.delete(keys)
  return keys.length
}

export async function applyRetention(env: WorkerEnv, now: Date): Promise<{ photosDeleted: number; enquiriesDeleted: number }> {
  const photoDue = await env.DB.prepare(
    `SELECT id FROM enquiries WHERE customer = 0 AND photos_deleted_at IS NULL AND created_at < ?
     AND EXISTS (SELECT 1 FROM enquiry_photos WHERE enquiry_id = enquiries.id) ORDER BY created_at LIMIT ${retentionBatch}`,
  )
    .bind(photoCutoff(now))
    .all<{ id: string }>()
  const photoIds = photoDue.results.map((row) => row.id)
  const photosDeleted = await deletePhotoObjects(env, photoIds)
  if (photoIds.length > 0) {
    await env.DB.prepare('UPDATE enquiries SET photos_deleted_at = ? WHERE id IN (SELECT value FROM json_each(?))')
      .bind(now.toISOString(), JSON.stringify(photoIds))
      .run()
  }

  const enquiryDue = await env.DB.prepare(
    `SELECT id FROM enquiries WHERE customer = 0 AND created_at < ? ORDER BY created_at LIMIT ${retentionBatch}`,
  )
    .bind(enquiryCutoff(now))
    .all<{ id: string }>()
  const enquiryIds = enquiryDue.results.map((row) => row.id)
  // Photos first: were the rows to go first, nothing would say which objects remain.
  await deletePhotoObjects(env, enquiryIds)
  if (enquiryIds.length > 0) {
    const ids = JSON.stringify(enquiryIds)
    await env.DB.batch([
      env.DB.prepare('DELETE FROM enquiry_photos WHERE enquiry_id IN (SELECT value FROM json_each(?))').bind(ids),
      env.DB.prepare('DELETE FROM enquiries WHERE id IN (SELECT value FROM json_each(?))').bind(ids),
    ])
  }
  return { photosDeleted, enquiriesDeleted: enquiryIds.length }
}

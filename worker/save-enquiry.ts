// Writes the enquiry to D1 before anything else happens: once this returns, it cannot be lost.
// One batch (a transaction) holds the enquiry and its photos' rows; a second post of the same
// form fill changes nothing and finds the first.
import type { Enquiry } from '../components/enquiry/enquiry-schema.ts'
import type { PhotoUpload } from './enquiry-form-data.ts'
import type { EnquiryRecord } from './enquiry-record.ts'
import { newReference } from './reference.ts'

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

const columns = [
  'id',
  'reference',
  'submission_id',
  'created_at',
  'name',
  'phone',
  'phone_display',
  'email',
  'postcode',
  'coverage',
  'radiators',
  'pipe_type',
  'power_flushed',
  'note',
  'call_time',
  'source_page',
  'photos_expected',
  'next_notify_at',
] as const satisfies readonly (keyof EnquiryRecord)[]

const insertEnquiry = `INSERT INTO enquiries (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
ON CONFLICT (submission_id) DO NOTHING`

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

export async function saveEnquiry(db: D1Database, input: NewEnquiry): Promise<SaveResult> {
  for (let attempt = 0; attempt < referenceAttempts; attempt++) {
    const record = recordOf(input, crypto.randomUUID(), newReference())
    const statements = [
      db.prepare(insertEnquiry).bind(...columns.map((column) => record[column])),
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

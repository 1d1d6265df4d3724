// Deletes what the privacy policy says is due (content/enquiry.json `retention`): photos after
// photoDays, enquiries after enquiryMonths, unless the enquiry became a customer's job.
import { enquiry } from '../data/enquiry.ts'
import type { WorkerEnv } from './env.ts'
import { photoKey } from './photo-links.ts'

/** Per run: the cron comes back in five minutes for the rest. */
const batchSize = 100

export function photoCutoff(now: Date): string {
  return new Date(now.getTime() - enquiry.retention.photoDays * 24 * 60 * 60_000).toISOString()
}

export function enquiryCutoff(now: Date): string {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - enquiry.retention.enquiryMonths)
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
     AND EXISTS (SELECT 1 FROM enquiry_photos WHERE enquiry_id = enquiries.id) ORDER BY created_at LIMIT ${batchSize}`,
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
    `SELECT id FROM enquiries WHERE customer = 0 AND created_at < ? ORDER BY created_at LIMIT ${batchSize}`,
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

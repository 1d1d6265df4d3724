// Puts the photos in R2 after the enquiry is saved. A photo that fails is recorded against its row
// and named to the visitor; the enquiry stands without it.
import type { PhotoUpload } from './enquiry-form-data.ts'
import type { PhotoRecord } from './enquiry-record.ts'
import type { WorkerEnv } from './env.ts'
import { photoKey } from './photo-links.ts'

/** The photos' rows as they now stand (for the email), and the names of those that did not arrive. */
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
    const reason = put?.reason instanceof Error ? put.reason.message : String(put?.reason)
    console.error(`Enquiry ${reference}: photo ${photo.position + 1} (${photo.fileName}) was not stored: ${reason}`)
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
    console.error(`Enquiry ${reference}: photo rows not updated: ${error instanceof Error ? error.message : String(error)}`)
  }
  return { records, missing: records.filter((record) => !record.stored_at).map((record) => record.file_name) }
}

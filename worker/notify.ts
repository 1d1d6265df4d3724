// Tells the business of an enquiry by email. A failure never loses the enquiry: it stays unsent,
// says why, and is tried again by the scheduled handler after a growing wait.
import { nextAttemptAt } from './backoff.ts'
import { buildEnquiryEmail, type EmailPhoto } from './enquiry-email.ts'
import type { EnquiryRecord, PhotoRecord } from './enquiry-record.ts'
import type { WorkerEnv } from './env.ts'
import { sendEmail } from './mail-transport.ts'
import { photoLinkLifetimeSeconds, signedPhotoUrl } from './photo-links.ts'

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** How long one attempt may own an unsent enquiry before the scheduled retry may take it. */
export const notifyClaimMinutes = 5

export function notifyClaimUntil(now: Date): string {
  return new Date(now.getTime() + notifyClaimMinutes * 60_000).toISOString()
}

async function emailPhotos(env: WorkerEnv, record: EnquiryRecord, photos: readonly PhotoRecord[], now: Date): Promise<EmailPhoto[]> {
  const secret = env.PHOTO_LINK_SECRET
  return Promise.all(
    photos.map(async (photo) => ({
      photo,
      url:
        secret && photo.stored_at && !record.photos_deleted_at
          ? await signedPhotoUrl(env.SITE_ORIGIN, secret, record.id, photo.position, now)
          : null,
    })),
  )
}

/** Sends the email for one enquiry and records the outcome; true when it was sent. */
export async function notifyEnquiry(env: WorkerEnv, record: EnquiryRecord, photos: readonly PhotoRecord[], now: Date): Promise<boolean> {
  const enquiryId = record.id
  const email = buildEnquiryEmail(record, await emailPhotos(env, record, photos, now), {
    siteOrigin: env.SITE_ORIGIN,
    linksOn: Boolean(env.PHOTO_LINK_SECRET),
    linksExpire: new Date(now.getTime() + photoLinkLifetimeSeconds * 1000),
  })
  try {
    await sendEmail(env, email)
  } catch (error) {
    const attempts = record.notify_attempts + 1
    const next = nextAttemptAt(attempts, now)
    const reason = errorMessage(error).slice(0, 500)
    console.error(`Enquiry ${record.reference}: the email to the business failed (attempt ${attempts}); next try after ${next}: ${reason}`)
    await env.DB.prepare('UPDATE enquiries SET notify_attempts = ?, notify_error = ?, next_notify_at = ? WHERE id = ?')
      .bind(attempts, reason, next, enquiryId)
      .run()
    return false
  }
  // Should this update fail, the email goes again later: twice is better than never.
  await env.DB.prepare('UPDATE enquiries SET notified_at = ?, notify_error = NULL, next_notify_at = NULL WHERE id = ?')
    .bind(now.toISOString(), enquiryId)
    .run()
  return true
}

/** The same for an enquiry read from D1 (the scheduled retry); true when sent, or sent already. */
export async function notifyStoredEnquiry(env: WorkerEnv, enquiryId: string, now: Date): Promise<boolean> {
  const record = await env.DB.prepare('SELECT * FROM enquiries WHERE id = ?').bind(enquiryId).first<EnquiryRecord>()
  if (!record || record.notified_at) return true
  const photos = await env.DB.prepare('SELECT * FROM enquiry_photos WHERE enquiry_id = ? ORDER BY position')
    .bind(enquiryId)
    .all<PhotoRecord>()
  return notifyEnquiry(env, record, photos.results, now)
}

/** For ctx.waitUntil, with the enquiry as just saved: nothing thrown is lost from the log. */
export function notifyInBackground(env: WorkerEnv, record: EnquiryRecord, photos: readonly PhotoRecord[]): Promise<unknown> {
  return notifyEnquiry(env, record, photos, new Date()).catch((error: unknown) =>
    console.error(`Enquiry ${record.reference}: the email to the business could not be attempted: ${errorMessage(error)}`),
  )
}

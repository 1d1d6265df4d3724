// Every five minutes: send the emails still owed, then delete what is due.
import type { WorkerEnv } from './env.ts'
import { applyRetention } from './retention.ts'
import { retryNotifications } from './retry-notifications.ts'

/** `now` is the trigger's scheduled time (locally settable with ?time=, to test retries and retention). */
export async function runScheduled(env: WorkerEnv, now: Date): Promise<void> {
  const emails = await retryNotifications(env, now)
  const deleted = await applyRetention(env, now)
  console.log(
    `Scheduled run at ${now.toISOString()}: ${emails.sent} email(s) sent, ${emails.failed} failed; ` +
      `${deleted.photosDeleted} photo(s) and ${deleted.enquiriesDeleted} enquiry(ies) deleted as the privacy policy says`,
  )
}

// The scheduled retry of emails that failed or never ran (the Worker stopped before sending).
import type { WorkerEnv } from './env.ts'
import { notifyStoredEnquiry } from './notify.ts'

const batchSize = 50
/** A few at a time: each may wait up to 10 s for the mail API. */
const parallel = 5
/** Claimed rows are left alone by an overlapping run for this long. */
const claimMinutes = 15

const claimDue = `UPDATE enquiries SET next_notify_at = ?
WHERE id IN (
  SELECT id FROM enquiries WHERE notified_at IS NULL AND (next_notify_at IS NULL OR next_notify_at <= ?)
  ORDER BY created_at LIMIT ${batchSize}
)
RETURNING id, reference, created_at`

export async function retryNotifications(env: WorkerEnv, now: Date): Promise<{ sent: number; failed: number }> {
  const claimUntil = new Date(now.getTime() + claimMinutes * 60_000).toISOString()
  const claimed = await env.DB.prepare(claimDue)
    .bind(claimUntil, now.toISOString())
    .all<{ id: string; reference: string; created_at: string }>()
  const due = claimed.results.sort((a, b) => a.created_at.localeCompare(b.created_at))
  let sent = 0
  let failed = 0
  for (let start = 0; start < due.length; start += parallel) {
    const outcomes = await Promise.allSettled(due.slice(start, start + parallel).map((row) => notifyStoredEnquiry(env, row.id, now)))
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled' && outcome.value) sent++
      else {
        failed++
        if (outcome.status === 'rejected')
          console.error(`Enquiry ${due[start + index]?.reference}: retry could not run: ${String(outcome.reason)}`)
      }
    }
  }
  return { sent, failed }
}

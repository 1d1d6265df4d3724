// When to try the business's email again after it failed: soon at first (a blip), then hourly
// (an outage or a wrong key), so a fixed fault is noticed within the hour without hammering the API.

const retryMinutes = [5, 15, 30, 60] as const
const thereafterMinutes = 60

/** Minutes to wait after the given number of failed attempts (1 for the first failure). */
export function retryDelayMinutes(failedAttempts: number): number {
  return retryMinutes[Math.max(0, failedAttempts - 1)] ?? thereafterMinutes
}

/** The ISO time of the next attempt. */
export function nextAttemptAt(failedAttempts: number, now: Date): string {
  return new Date(now.getTime() + retryDelayMinutes(failedAttempts) * 60_000).toISOString()
}

// Optional Cloudflare Turnstile: on when both the site key (a var) and the secret are set.
import type { WorkerEnv } from './env.ts'

const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
const tokenField = 'cf-turnstile-response'

/** False only when Turnstile is on and says no; an unreachable Turnstile lets the enquiry through (logged). */
export async function passesTurnstile(env: WorkerEnv, form: FormData, ip: string): Promise<boolean> {
  if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET) return true
  const token = form.get(tokenField)
  if (typeof token !== 'string' || token === '') return false
  try {
    const response = await fetch(siteverifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: env.TURNSTILE_SECRET, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    const outcome: { success?: boolean } = await response.json()
    return outcome.success === true
  } catch (error) {
    // Losing a real enquiry costs more than letting one robot through while Turnstile is down.
    console.error(`Turnstile could not be asked, enquiry let through: ${error instanceof Error ? error.message : String(error)}`)
    return true
  }
}

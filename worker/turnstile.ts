// Optional Cloudflare Turnstile: on when both the site key (a var) and the secret are set.
import { enquiryControlNames, turnstileOrigin } from '../components/enquiry/enquiry-fields.ts'
import type { WorkerEnv } from './env.ts'
import { refusals, type Refusal } from './refusals.ts'
import { turnstileSiteKey } from './turnstile-keys.ts'

const siteverifyUrl = `${turnstileOrigin}/turnstile/v0/siteverify`

/** Null when Turnstile is off or says yes; an unreachable Turnstile lets the enquiry through (logged). */
export async function turnstileRefusal(env: WorkerEnv, form: FormData, ip: string): Promise<Refusal | null> {
  if (!turnstileSiteKey(env) || !env.TURNSTILE_SECRET) return null
  const token = form.get(enquiryControlNames.turnstileToken)
  // The form's script sends nothing until it has a token, so none means the script did not run.
  if (typeof token !== 'string' || token === '') return refusals.notChecked
  try {
    const response = await fetch(env.TURNSTILE_SITEVERIFY_URL || siteverifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: env.TURNSTILE_SECRET, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    const outcome: { success?: boolean } = await response.json()
    return outcome.success === true ? null : refusals.notConfirmed
  } catch (error) {
    // Losing a real enquiry costs more than letting one robot through while Turnstile is down.
    console.error(`Turnstile could not be asked, enquiry let through: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

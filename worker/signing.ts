// What the Worker signs with SIGNING_SECRET, so a visitor's browser can carry it and nobody can
// forge it: the time the form was given out (a person takes a while to fill it in), and the photo
// links in the business's email. Each use signs its own labelled text, so one cannot pass for the other.
import { enquiryLimits } from '../enquiry/schema.ts'

const encoder = new TextEncoder()

const hmacKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null
  try {
    const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
    // One spelling per signature: unused low bits in the last character would otherwise allow several.
    return toBase64Url(bytes) === text ? bytes : null
  } catch {
    return null
  }
}

export async function sign(secret: string, text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text))))
}

/** In constant time (crypto.subtle.verify), so the time taken tells nothing of the right signature. */
export async function verify(secret: string, text: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature)
  return bytes !== null && crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(text))
}

/** How long a form given out stays good to send: a day, so a page left open overnight is refused with a plain way on. */
const formLifetimeMilliseconds = 24 * 60 * 60 * 1000

/** The form's start time as the page carries it: milliseconds since 1970 and their signature. */
export async function signFormStart(secret: string, now: Date): Promise<string> {
  const at = String(now.getTime())
  return `${at}.${await sign(secret, `form-start/${at}`)}`
}

export type FormStartCheck = 'valid' | 'tooSoon' | 'expired' | 'invalid'

/** Missing, malformed or signed by anyone else: invalid, never taken for a person. */
export async function checkFormStart(secret: string, token: string, now: Date): Promise<FormStartCheck> {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match?.[1] || !match[2] || !(await verify(secret, `form-start/${match[1]}`, match[2]))) return 'invalid'
  const elapsed = now.getTime() - Number(match[1])
  // Below zero only when two of Cloudflare's machines disagree on the time by a moment.
  if (elapsed < enquiryLimits.minFillMilliseconds) return 'tooSoon'
  return elapsed > formLifetimeMilliseconds ? 'expired' : 'valid'
}

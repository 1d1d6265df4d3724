// Signed, expiring links to an enquiry's photos, for the business's email: the photos are
// personal data, so a link works only as sent, and only for as long as the privacy policy says.
import { enquiry } from '../data/enquiry.ts'

export const photoLinkLifetimeSeconds = enquiry.retention.photoLinkDays * 24 * 60 * 60

/** Where a photo lives in R2. */
export function photoKey(enquiryId: string, position: number): string {
  return `enquiries/${enquiryId}/${position}`
}

export function photoPath(enquiryId: string, position: number): string {
  return `/api/photos/${enquiryId}/${position}`
}

const encoder = new TextEncoder()

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

const signedText = (enquiryId: string, position: number, expires: number) => encoder.encode(`${enquiryId}/${position}/${expires}`)

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null
  try {
    const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
    // One spelling per signature: unused low bits in the last character would otherwise allow several.
    return toBase64Url(bytes) === text ? bytes : null
  } catch {
    return null
  }
}

export async function photoSignature(secret: string, enquiryId: string, position: number, expires: number): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), signedText(enquiryId, position, expires))
  return toBase64Url(new Uint8Array(signature))
}

/** The absolute link, valid for photoLinkLifetimeSeconds from now. */
export async function signedPhotoUrl(origin: string, secret: string, enquiryId: string, position: number, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + photoLinkLifetimeSeconds
  const signature = await photoSignature(secret, enquiryId, position, expires)
  const url = new URL(photoPath(enquiryId, position), origin)
  url.search = new URLSearchParams({ expires: String(expires), sig: signature }).toString()
  return url.href
}

export type PhotoLinkCheck = 'valid' | 'expired' | 'invalid'

/** Checks a link's signature (in constant time, by crypto.subtle.verify) before its expiry. */
export async function checkPhotoLink(
  secret: string,
  enquiryId: string,
  position: number,
  expires: string | null,
  signature: string | null,
  now: Date,
): Promise<PhotoLinkCheck> {
  if (!expires || !/^[1-9]\d{0,11}$/.test(expires) || !signature) return 'invalid'
  const signatureBytes = fromBase64Url(signature)
  if (!signatureBytes) return 'invalid'
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signatureBytes, signedText(enquiryId, position, Number(expires)))
  if (!valid) return 'invalid'
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid'
}

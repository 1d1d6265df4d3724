import { describe, expect, it } from 'vitest'
import { checkPhotoLink, photoLinkLifetimeSeconds, signedPhotoUrl } from '../../worker/photo-links.ts'

const secret = 'test-secret'
const enquiryId = '4f0c3a52-7d1e-4c8b-9a36-2f5e8b7c1d90'
const now = new Date('2026-07-14T09:00:00Z')

async function link(position = 0) {
  const url = new URL(await signedPhotoUrl('https://www.example.co.uk', secret, enquiryId, position, now))
  return { url, expires: url.searchParams.get('expires'), sig: url.searchParams.get('sig') }
}

describe('signed photo links', () => {
  it('are absolute on the site origin, expire after 7 days, and check as valid until then', async () => {
    const { url, expires, sig } = await link(1)
    expect(url.origin + url.pathname).toBe(`https://www.example.co.uk/api/photos/${enquiryId}/1`)
    expect(Number(expires)).toBe(now.getTime() / 1000 + photoLinkLifetimeSeconds)
    expect(await checkPhotoLink(secret, enquiryId, 1, expires, sig, now)).toBe('valid')
    expect(await checkPhotoLink(secret, enquiryId, 1, expires, sig, new Date(now.getTime() + 6.9 * 86_400_000))).toBe('valid')
  })

  it('refuse a link whose signature, photo, expiry or secret was changed', async () => {
    const { expires, sig } = await link(0)
    const flipped = `${sig?.startsWith('A') ? 'B' : 'A'}${sig?.slice(1)}`
    expect(await checkPhotoLink(secret, enquiryId, 0, expires, flipped, now)).toBe('invalid')
    expect(await checkPhotoLink(secret, enquiryId, 1, expires, sig, now)).toBe('invalid')
    expect(await checkPhotoLink(secret, enquiryId, 0, String(Number(expires) + 86_400), sig, now)).toBe('invalid')
    expect(await checkPhotoLink('another-secret', enquiryId, 0, expires, sig, now)).toBe('invalid')
    expect(await checkPhotoLink(secret, enquiryId, 0, expires, null, now)).toBe('invalid')
    expect(await checkPhotoLink(secret, enquiryId, 0, null, sig, now)).toBe('invalid')
    expect(await checkPhotoLink(secret, enquiryId, 0, expires, 'not base64!', now)).toBe('invalid')
    expect(await checkPhotoLink(secret, enquiryId, 0, `0${expires}`, sig, now)).toBe('invalid')
  })

  it('refuse a genuine link once it has expired', async () => {
    const { expires, sig } = await link(0)
    const later = new Date(now.getTime() + (photoLinkLifetimeSeconds + 1) * 1000)
    expect(await checkPhotoLink(secret, enquiryId, 0, expires, sig, later)).toBe('expired')
  })
})

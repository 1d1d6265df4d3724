// Keeping enquiries: references, what makes two posts one enquiry, the photo links, and retention.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { referencePattern } from '../../enquiry/fields.ts'
import { validateEnquiry, type Enquiry } from '../../enquiry/schema.ts'
import { enquiry as copy } from '../../data/enquiry.ts'
import { newReference, referenceAlphabet, signedPhotoUrl, submissionKey } from '../../worker/storage.ts'
import { standIns } from './stand-ins.ts'
import { answer, enquiryForm, jpegLike, runScheduled, send, site, storedNamed, uniqueName } from './visitor.ts'
import { completeAnswers } from '../support/enquiry-test-data.ts'

beforeEach(() => void standIns())

describe('enquiry references', () => {
  it('are PF- and four characters of Crockford base32 without I, L, O or U, drawn at random over the whole alphabet', () => {
    expect(referenceAlphabet).toHaveLength(32)
    expect(referenceAlphabet).not.toMatch(/[ILOU]/)
    const references = Array.from({ length: 2000 }, newReference)
    for (const reference of references) expect(reference).toMatch(referencePattern)
    // Random, not a sequence: 2000 draws from about a million leave few if any repeats.
    expect(new Set(references).size).toBeGreaterThan(1990)
    const seen = new Set(references.flatMap((reference) => [...reference.slice(3)]))
    expect([...seen].sort().join('')).toBe([...referenceAlphabet].sort().join(''))
  })
})

describe('one enquiry per form fill', () => {
  function valid(answers: Record<string, string>): Enquiry {
    const result = validateEnquiry({
      phone: '020 7946 0123',
      postcode: 'N13 4AB',
      pipeType: 'microbore',
      powerFlushed: 'yes',
      callTime: 'any',
      ...answers,
    })
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    return result.enquiry
  }
  const morning = new Date('2026-07-14T08:00:00Z')
  const evening = new Date('2026-07-14T20:00:00Z')
  const nextDay = new Date('2026-07-15T08:00:00Z')
  const id = '4F0C3A52-7D1E-4C8B-9A36-2F5E8B7C1D90'

  it('with the form’s id, is the same for the same answers and another for other answers', async () => {
    const key = await submissionKey(id, valid({ name: 'Jo Bloggs' }), [1200], morning)
    expect(key.startsWith(id.toLowerCase())).toBe(true)
    expect(await submissionKey(id.toLowerCase(), valid({ name: ' jo  bloggs ' }), [1200], nextDay)).toBe(key)
    expect(await submissionKey(id, valid({ name: 'Ann Other' }), [1200], morning)).not.toBe(key)
    expect(await submissionKey(id, valid({ name: 'Jo Bloggs' }), [1300], morning)).not.toBe(key)
  })

  it('without one, is the same for the same answers however spaced or cased that day, and another the next day', async () => {
    const key = await submissionKey('', valid({ name: 'Jo Bloggs', postcode: 'n13 4ab' }), [1200], morning)
    expect(await submissionKey('not-a-uuid', valid({ name: ' JO  bloggs', postcode: 'N13 4AB' }), [1200], evening)).toBe(key)
    expect(await submissionKey('', valid({ name: 'Jo Bloggs', note: 'Cold upstairs' }), [1200], morning)).not.toBe(key)
    expect(await submissionKey('', valid({ name: 'Jo Bloggs' }), [1200], nextDay)).not.toBe(key)
  })
})

describe('photo links', () => {
  const enquiryId = '4f0c3a52-7d1e-4c8b-9a36-2f5e8b7c1d90'
  const expires = Math.floor(Date.now() / 1000) + 3600
  const link = (secret = env.SIGNING_SECRET, position = 0, until = expires) => signedPhotoUrl(site, secret, enquiryId, position, until)
  const status = async (url: string | URL) => (await answer(new Request(url))).status

  it('are refused when the signature, photo, expiry or secret was changed, or the link has expired', async () => {
    const genuine = new URL(await link())
    const changed = (name: string, value: string) => {
      const url = new URL(genuine)
      url.searchParams.set(name, value)
      return url
    }
    const signature = genuine.searchParams.get('sig') ?? ''
    expect(await status(changed('sig', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`))).toBe(403)
    expect(await status(changed('expires', String(expires + 86_400)))).toBe(403)
    expect(await status(changed('expires', `0${expires}`))).toBe(403)
    expect(await status(changed('sig', 'not base64!'))).toBe(403)
    expect(await status(new URL(await link('another-secret')))).toBe(403)
    expect(await status(String(genuine).replace(`${enquiryId}/0`, `${enquiryId}/1`))).toBe(403)
    const expired = await answer(new Request(await link(env.SIGNING_SECRET, 0, Math.floor(Date.now() / 1000) - 1)))
    expect(expired.status).toBe(403)
    expect(await expired.text()).toContain(`${copy.retention.photoLinkDays} days`)
    // Genuine, but no such photo is kept.
    expect(await status(genuine)).toBe(404)
  })
})

describe('retention', () => {
  it('deletes photos after photoDays and enquiries after enquiryMonths, unless the enquiry became a customer’s job', async () => {
    const [kept, customer] = [uniqueName('retention'), uniqueName('retention-customer')]
    for (const name of [kept, customer]) await send(await enquiryForm(completeAnswers(name), { photos: [jpegLike(5_000)] }))
    await env.DB.prepare('UPDATE enquiries SET customer = 1 WHERE name = ?').bind(customer).run()
    const [row] = await storedNamed(kept)
    const photoDue = new Date(Date.now() + (copy.retention.photoDays + 1) * 86_400_000)
    await runScheduled(photoDue)
    expect((await storedNamed(kept))[0]?.photos_deleted_at).toBeTruthy()
    expect(await env.PHOTOS.get(`enquiries/${row?.id}/0`)).toBeNull()
    expect((await storedNamed(customer))[0]?.photos_deleted_at).toBeNull()
    await runScheduled(new Date(Date.now() + (copy.retention.enquiryMonths * 31 + 1) * 86_400_000))
    expect(await storedNamed(kept)).toHaveLength(0)
    expect(await storedNamed(customer)).toHaveLength(1)
  })
})

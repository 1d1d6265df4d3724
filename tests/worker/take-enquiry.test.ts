// POST /api/enquiries inside workerd, as a homeowner's browser and a hostile sender meet it.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { enquiryControlNames, enquiryIds, referencePattern } from '../../enquiry/fields.ts'
import { enquiryLimits, phoneMessages, photoMessages, refusals } from '../../enquiry/schema.ts'
import { enquiry } from '../../data/enquiry.ts'
import { visitorKey } from '../../worker/take-enquiry.ts'
import { passingToken, standIns, turnstileTest } from './stand-ins.ts'
import {
  answer,
  enquiryForm,
  formStart,
  jpegLike,
  send,
  site,
  storedNamed,
  storedWithReference,
  uniqueName,
  visitorAddress,
} from './visitor.ts'
import { completeAnswers } from '../support/enquiry-test-data.ts'

let mail: ReturnType<typeof standIns>
beforeEach(() => {
  mail = standIns()
})

const bodyOf = async (response: Response) =>
  (await response.json()) as { ok: boolean; reference?: string; message?: string; errors?: Record<string, string> }
const htmlOf = async (response: Response) => new DOMParserless(await response.text())

/** Just enough of a page to read what the Worker wrote into it, by id. */
class DOMParserless {
  constructor(readonly html: string) {}
  /** The element's opening tag. */
  tag(id: string): string {
    return new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(this.html)?.[0] ?? ''
  }
  text(id: string): string {
    return new RegExp(`<([a-z]+)[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(this.html)?.[2] ?? ''
  }
}

describe('an enquiry from our form', () => {
  it('is stored with its two photos, and the business is emailed once with links that work', async () => {
    const name = uniqueName('complete')
    const photos = [jpegLike(120_000, 'boiler.jpg'), jpegLike(90_000, 'radiator.jpg')]
    const response = await send(await enquiryForm(completeAnswers(name), { photos }))
    expect(response.status).toBe(201)
    const body = await bodyOf(response)
    expect(body).toMatchObject({ ok: true, photosMissing: [] })
    expect(body.reference).toMatch(referencePattern)
    const stored = await storedNamed(name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ photos_expected: 2, notify_attempts: 0 })
    expect(stored[0]?.notified_at).toBeTruthy()

    const emails = mail.emailsContaining(name)
    expect(emails).toHaveLength(1)
    expect(emails[0]?.authorization).toBe('Bearer test-key')
    const links = [...(emails[0]?.text ?? '').matchAll(/https:\/\/\S+\/api\/photos\/\S+/g)].map((match) => match[0])
    expect(links).toHaveLength(2)
    for (const [index, link] of links.entries()) {
      const photo = await answer(new Request(link))
      expect(photo.status).toBe(200)
      expect(photo.headers.get('Content-Type')).toBe('image/jpeg')
      expect(photo.headers.get('Content-Security-Policy')).toBe("default-src 'none'")
      expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array(await (photos[index] as File).arrayBuffer()))
      const tampered = new URL(link)
      tampered.searchParams.set('sig', `${tampered.searchParams.get('sig')?.slice(0, -2)}AA`)
      expect((await answer(new Request(tampered))).status).toBe(403)
      expect((await answer(new Request(`${tampered.origin}${tampered.pathname}`))).status).toBe(403)
    }
  })

  it('sent twice by a double tap or a retry of the same form fill is stored once', async () => {
    const name = uniqueName('double')
    const submissionId = crypto.randomUUID()
    const address = visitorAddress()
    const post = async () => send(await enquiryForm(completeAnswers(name), { submissionId }), { address })
    const responses = await Promise.all([post(), post()])
    responses.push(await post())
    const references = await Promise.all(responses.map(async (response) => (await bodyOf(response)).reference))
    expect(new Set(references).size).toBe(1)
    expect(await storedNamed(name)).toHaveLength(1)
  })

  it('sent again under the same form id with different answers is stored as its own enquiry, never dropped', async () => {
    const submissionId = crypto.randomUUID()
    const [first, second] = [uniqueName('reused-id'), uniqueName('reused-id')]
    const one = await bodyOf(await send(await enquiryForm(completeAnswers(first), { submissionId })))
    const two = await bodyOf(await send(await enquiryForm(completeAnswers(second), { submissionId })))
    expect(one.reference).toMatch(referencePattern)
    expect(two.reference).toMatch(referencePattern)
    expect(two.reference).not.toBe(one.reference)
    expect(await storedNamed(first)).toHaveLength(1)
    expect(await storedNamed(second)).toHaveLength(1)
  })

  it('without JavaScript, gets the thank-you page with its reference; a wrong answer gets the form back with the problem and the answers', async () => {
    const name = uniqueName('plain')
    const thanks = await htmlOf(await send(await enquiryForm(completeAnswers(name)), { accept: 'text/html' }))
    expect(thanks.html).toContain(enquiry.sent.heading)
    expect(thanks.text(enquiryIds.reference)).toMatch(referencePattern)
    expect(thanks.tag(enquiryIds.referenceLine)).not.toContain('hidden')
    // Said back, so a mistyped number is seen: the number as we will dial it, and the time chosen.
    expect(thanks.tag(enquiryIds.callBack)).not.toContain('hidden')
    expect(thanks.text(enquiryIds.callBackPhone)).toBe(completeAnswers(name).phone)
    expect(thanks.text(enquiryIds.callBackTime)).toBe(
      enquiry.callTimes.find((time) => time.value === completeAnswers(name).callTime)?.label,
    )

    const wrong = await send(await enquiryForm({ ...completeAnswers(name), phone: '12345' }), { accept: 'text/html' })
    expect(wrong.status).toBe(422)
    const page = await htmlOf(wrong)
    expect(page.tag(enquiryIds.errorSummary)).not.toContain('hidden')
    expect(page.html).toContain(`href="#${enquiryIds.field('phone')}"`)
    expect(page.text(enquiryIds.error('phone'))).toBe(phoneMessages.notUk)
    expect(page.tag(enquiryIds.field('phone'))).toContain('aria-invalid="true"')
    expect(page.tag(enquiryIds.field('name'))).toContain(`value="${name}"`)
    // The form comes back with a start time of ours, so the corrected form goes through.
    expect(page.html).toMatch(new RegExp(`name="${enquiryControlNames.startedAt}"[^>]*value="\\d{13}\\.`))
  })
})

describe('a post a person did not send from our form', () => {
  const refusedWith = async (response: Response, refusal: { status: number; message: string }, name: string) => {
    expect(response.status).toBe(refusal.status)
    expect((await bodyOf(response)).message).toBe(refusal.message)
    expect(await storedNamed(name)).toHaveLength(0)
  }

  it('is refused when it carries no start time of ours: none, one of its own making, or one signed with another key', async () => {
    const name = uniqueName('no-start')
    const without = await enquiryForm(completeAnswers(name))
    without.delete(enquiryControlNames.startedAt)
    await refusedWith(await send(without), refusals.notOurForm, name)
    for (const forged of [String(Date.now() - 60_000), `${Date.now() - 60_000}.${'A'.repeat(43)}`, `${Date.now() + 86_400_000}.x`]) {
      await refusedWith(await send(await enquiryForm(completeAnswers(name), { startedAt: forged })), refusals.notOurForm, name)
    }
  })

  it('is refused when sent within seconds of the form being given out, or a day after', async () => {
    const name = uniqueName('timing')
    await refusedWith(await send(await enquiryForm(completeAnswers(name), { startedAt: await formStart(500) })), refusals.automated, name)
    const dayOld = await formStart(25 * 60 * 60 * 1000)
    await refusedWith(await send(await enquiryForm(completeAnswers(name), { startedAt: dayOld })), refusals.formTooOld, name)
  })

  it('is refused when the hidden field is filled in, or sent with a file in its place', async () => {
    const name = uniqueName('honeypot')
    const trap = await enquiryForm(completeAnswers(name))
    trap.set(enquiryControlNames.honeypot, 'https://spam.example')
    await refusedWith(await send(trap), refusals.automated, name)
    const file = await enquiryForm(completeAnswers(name))
    file.set(enquiryControlNames.honeypot, new File(['x'], 'x.txt'))
    await refusedWith(await send(file), refusals.automated, name)
  })

  it('is refused when it comes from another site, or names no origin; our own page’s post goes through', async () => {
    const name = uniqueName('cross-site')
    const cases: Record<string, string | null>[] = [
      { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://attacker.example', 'Sec-Fetch-Site': null },
      { Origin: null, 'Sec-Fetch-Site': 'cross-site' },
      { Origin: null, 'Sec-Fetch-Site': null },
      { Origin: 'null', 'Sec-Fetch-Site': null },
      { Origin: site, 'Sec-Fetch-Site': 'same-site' },
    ]
    for (const headers of cases)
      await refusedWith(await send(await enquiryForm(completeAnswers(name)), { headers }), refusals.crossSite, name)
    // Without JavaScript too: the refusal is our form page, saying why and what to do.
    const page = await htmlOf(await send(await enquiryForm(completeAnswers(name)), { accept: 'text/html', headers: cases[0] }))
    expect(page.text(enquiryIds.failureReason)).toBe(refusals.crossSite.message)
    expect((await send(await enquiryForm(completeAnswers(name)), { headers: { 'Sec-Fetch-Site': null } })).status).toBe(201)
  })
})

describe('the rate limit', () => {
  it('counts an IPv6 visitor by their /64 and an IPv4 one by their address', () => {
    expect(visitorKey('2001:db8:1:2:aaaa::1')).toBe(visitorKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'))
    expect(visitorKey('2001:db8:1:2::1')).not.toBe(visitorKey('2001:db8:1:3::1'))
    expect(visitorKey('2001:db8::')).toBe('ipv6:2001:db8:0:0:0:0:0:0/64')
    expect(visitorKey('::ffff:192.0.2.7')).toBe(visitorKey('192.0.2.7'))
    expect(visitorKey('192.0.2.7')).not.toBe(visitorKey('192.0.2.8'))
    for (const nonsense of [null, '', 'localhost', '1::2::3', '2001:db8:1:2:3:4:5:6:7', 'g::1'])
      expect(visitorKey(nonsense)).toBe('unknown')
  })

  it('stops a flood from one /64 however it moves through its addresses, saying to wait or call', async () => {
    const prefix = visitorAddress().split('::')[0]
    const statuses: number[] = []
    // Fixed one-minute windows: five pass, and if a new window starts midway, five more.
    for (let attempt = 0; attempt < 11 && !statuses.includes(429); attempt++) {
      const response = await send(await enquiryForm({ name: '' }), { address: `${prefix}::${(attempt + 1).toString(16)}` })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(response.headers.get('Retry-After')).toBe('60')
        expect((await bodyOf(response)).message).toBe(refusals.tooMany.message)
      }
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422])
    expect(statuses).toContain(429)
  })
})

describe('answers we cannot take', () => {
  /** Each bad input, the field it belongs to, and the message the visitor sees there. */
  const badInputs: [label: string, answers: Record<string, string | undefined>, photos: File[], field: string, message: string | RegExp][] =
    [
      ['no name', { name: '' }, [], 'name', /Enter your name/],
      ['a name that is a link', { name: '<a href="http://spam.example">win</a>' }, [], 'name', /./],
      ['a phone that is not a number', { phone: '12345' }, [], 'phone', phoneMessages.notUk],
      ['a French phone', { phone: '+33 1 23 45 67 89' }, [], 'phone', phoneMessages.notUk],
      ['a mobile in no range in use', { phone: '07700 900123' }, [], 'phone', phoneMessages.notInUse],
      ['a mobile with a digit missing', { phone: '0791 234567' }, [], 'phone', phoneMessages.mobileLength],
      ['a premium-rate number', { phone: '09065 123456' }, [], 'phone', phoneMessages.notCallable],
      ['a shared-cost 084 number', { phone: '0845 464 7000' }, [], 'phone', phoneMessages.notCallable],
      ['a shared-cost 087 number', { phone: '0870 123 4567' }, [], 'phone', phoneMessages.notCallable],
      ['a personal 070 number', { phone: '07012 345678' }, [], 'phone', phoneMessages.notCallable],
      ['a pager number', { phone: '07640 123456' }, [], 'phone', phoneMessages.notCallable],
      ['a freephone number', { phone: '0800 123 4567' }, [], 'phone', phoneMessages.notCallable],
      ['a short number', { phone: '118 118' }, [], 'phone', phoneMessages.notUk],
      ['not a postcode', { postcode: 'HELLO' }, [], 'postcode', /./],
      ['a postcode far outside the area', { postcode: 'IV1 1AA' }, [], 'postcode', /outside our usual area/],
      ['an absurd radiator count', { radiators: '400' }, [], 'radiators', /./],
      ['an unknown pipe type', { pipeType: 'gold' }, [], 'pipeType', /./],
      ['a note too long', { note: 'x'.repeat(enquiryLimits.noteMax + 1) }, [], 'note', /./],
      ['a name over two lines that forges a Phone line', { name: 'Jo Bloggs\nPhone\n  0909 000 0000' }, [], 'name', /on one line/],
      ['a name with a terminal escape', { name: 'Jo \u001b[2J\u001b[31mBloggs' }, [], 'name', /on one line/],
      ['a name with a right-to-left override', { name: 'Jo \u202eBloggs' }, [], 'name', /on one line/],
      ['a phone with a line break', { phone: '020 7946\n0123' }, [], 'phone', phoneMessages.hidden],
      ['an email with a zero-width space', { email: 'jo\u200b@example.co.uk' }, [], 'email', /on one line/],
      ['a postcode with a direction mark', { postcode: `\u200f${'N13 4AB'}` }, [], 'postcode', /on one line/],
      ['a note with a direction override', { note: 'Cold at the bottom \u202e' }, [], 'note', /hidden or special character/],
      ['a missing pipe type', { pipeType: undefined }, [], 'pipeType', /Choose your pipe type/],
      ['a missing name', { name: undefined }, [], 'name', /Enter your name/],
      ['a missing call time', { callTime: undefined }, [], 'callTime', /Choose when we should call/],
      [
        'a text file named as a photo',
        {},
        [new File(['not a photo at all'], 'pipes.jpg', { type: 'image/jpeg' })],
        'photos',
        photoMessages.notAPhoto('pipes.jpg'),
      ],
      [
        'a photo over the size limit',
        {},
        [jpegLike(enquiryLimits.maxPhotoBytes + 1, 'huge.jpg')],
        'photos',
        photoMessages.tooBig('huge.jpg'),
      ],
      [
        'too many photos',
        {},
        Array.from({ length: enquiryLimits.maxPhotos + 1 }, (_, index) => jpegLike(2_000, `p${index}.jpg`)),
        'photos',
        photoMessages.tooMany,
      ],
    ]

  for (const [label, answers, photos, field, message] of badInputs) {
    it(`refuses ${label}, with a message for its field in our words, and stores nothing`, async () => {
      const name = uniqueName('bad')
      const response = await send(await enquiryForm({ ...completeAnswers(name), ...answers }, { photos }))
      expect(response.status).toBe(422)
      const body = await bodyOf(response)
      expect(Object.keys(body.errors ?? {})).toEqual([field])
      expect(body.errors?.[field]).toMatch(message)
      expect(body.errors?.[field]).not.toMatch(/Invalid input|expected|received|undefined/)
      expect(await storedNamed(name)).toHaveLength(0)
    })
  }

  it('takes a landline, an 03 number and mobiles, the Isle of Man’s included', async () => {
    for (const phone of ['0161 496 1234', '0300 123 4567', '07911 123456', '07624 123456']) {
      const name = uniqueName('callable')
      expect((await send(await enquiryForm({ ...completeAnswers(name), phone }))).status, phone).toBe(201)
    }
  })

  it('refuses a request larger than the limit before reading it', async () => {
    const response = await send(
      await enquiryForm(completeAnswers(uniqueName('large')), { photos: [jpegLike(enquiryLimits.maxRequestBytes, 'whole-house.jpg')] }),
    )
    expect(response.status).toBe(413)
  })
})

describe('with Turnstile on', () => {
  const turnstileOn = {
    TURNSTILE_SITE_KEY: turnstileTest.siteKey,
    TURNSTILE_SECRET: turnstileTest.secret,
    TURNSTILE_SITEVERIFY_URL: turnstileTest.verifyUrl,
  }

  it('stores an enquiry only with a token Turnstile accepts; without JavaScript the form says why', async () => {
    const name = uniqueName('turnstile')
    const withToken = async (token: string) => {
      const form = await enquiryForm(completeAnswers(name))
      form.set(enquiryControlNames.turnstileToken, token)
      return form
    }
    const refused = await send(await withToken('fail-robot'), {}, turnstileOn)
    expect((await bodyOf(refused)).message).toBe(refusals.notConfirmed.message)
    const page = await htmlOf(await send(await enquiryForm(completeAnswers(name)), { accept: 'text/html' }, turnstileOn))
    expect(page.text(enquiryIds.failureReason)).toBe(refusals.notChecked.message)
    expect(page.html).toContain(enquiry.challenge.needsScript)
    expect(await storedNamed(name)).toHaveLength(0)
    expect((await send(await withToken(`${passingToken}1`), {}, turnstileOn)).status).toBe(201)
    expect(await storedNamed(name)).toHaveLength(1)
  })
})

it('without SIGNING_SECRET takes nothing, and says to call', async () => {
  const name = uniqueName('no-secret')
  const response = await send(await enquiryForm(completeAnswers(name)), {}, { SIGNING_SECRET: undefined })
  expect(response.status).toBe(503)
  expect((await bodyOf(response)).message).toBe(refusals.notSaved.message)
  expect(await storedNamed(name)).toHaveLength(0)
  expect(await storedWithReference('PF-0000')).toBeNull()
  expect(env.SIGNING_SECRET).toBeTruthy()
})

// The enquiry API as the browser and a hostile client meet it, on the real runtime (wrangler dev,
// local D1 and R2) with a stand-in mail service. Each test is its own visitor (CF-Connecting-IP).
import { expect, test, type APIRequestContext } from '@playwright/test'
import { enquiryControlNames, enquiryEndpoint, enquiryIds, enquiryPaths, turnstileOrigin } from '../../components/enquiry/enquiry-fields.ts'
import { enquiryLimits, phoneMessages, photoMessages, radiatorChoices } from '../../components/enquiry/enquiry-schema.ts'
import { enquiry } from '../../data/enquiry.ts'
import { load } from 'cheerio'
import { revalidateCacheControl } from '../../vite-plugins/security-headers.ts'
import { refusals } from '../../worker/refusals.ts'
import { turnstileTest } from '../support/mail-sink-address.ts'
import { portOf, turnstileServer } from '../support/test-servers.ts'
import {
  completeAnswers,
  coveredPostcode,
  emailsContaining,
  enquiryForm,
  failEmailsContaining,
  jpegLike,
  photoLinks,
  runScheduled,
  storedEnquiries,
  uniqueName,
  visitorAddress,
  type UploadedFile,
} from '../support/enquiries.ts'

const referencePattern = /^PF-[0-9A-HJKMNP-TV-Z]{4}$/

// Reading back what was stored starts wrangler each time (a few seconds on a busy machine).
test.describe.configure({ timeout: 90_000 })

/** Posts as the form's script does (JSON answer), from one visitor's address. */
function send(request: APIRequestContext, form: FormData, address = visitorAddress(), accept = 'application/json') {
  return request.post(enquiryEndpoint, { multipart: form, headers: { Accept: accept, 'CF-Connecting-IP': address } })
}

/**
 * The business's email about an enquiry. In real time an enquiry is emailed once (the Worker claims
 * it before sending); the retry test runs the cron ahead of time, which may also take an enquiry of
 * a test running beside it, so this waits for the first email rather than exactly one.
 */
async function emailFor(reference: string) {
  await expect.poll(async () => (await emailsContaining(reference)).length, { timeout: 20_000 }).toBeGreaterThan(0)
  const [email] = await emailsContaining(reference)
  if (!email) throw new Error(`no email for ${reference}`)
  return email
}

test('a complete enquiry with two photos is stored, its photos kept, and the business emailed with links that work', async ({
  request,
  baseURL,
}) => {
  const name = uniqueName('complete')
  const photos = [jpegLike(120_000, 'boiler.jpg'), jpegLike(90_000, 'radiator.jpg')]
  const response = await send(request, enquiryForm(completeAnswers(name), photos))
  expect(response.status()).toBe(201)
  const body = (await response.json()) as { ok: boolean; reference: string; photosMissing: string[] }
  expect(body).toMatchObject({ ok: true, photosMissing: [] })
  expect(body.reference).toMatch(referencePattern)

  const stored = (await storedEnquiries(portOf(baseURL))).filter((row) => row.reference === body.reference)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ name, photos_stored: 2, photos_expected: 2 })

  const email = await emailFor(body.reference)
  expect(email.subject).toContain(name)
  expect(email.authorization).toBe('Bearer test-key')
  const links = photoLinks(email)
  expect(links).toHaveLength(2)
  for (const [index, link] of links.entries()) {
    const photo = await request.get(new URL(link).pathname + new URL(link).search)
    expect(photo.status()).toBe(200)
    expect(photo.headers()['content-type']).toBe('image/jpeg')
    expect((await photo.body()).equals(Buffer.from(photos[index]?.bytes ?? []))).toBe(true)
    // A link whose signature was changed, or with no signature, shows nothing.
    const tampered = new URL(link)
    tampered.searchParams.set('sig', `${tampered.searchParams.get('sig')?.slice(0, -2)}00`)
    expect((await request.get(tampered.pathname + tampered.search)).status()).toBe(403)
    expect((await request.get(tampered.pathname)).status()).toBe(403)
  }
})

test('a double tap or a retry of the same form fill stores one enquiry', async ({ request, baseURL }) => {
  const name = uniqueName('double')
  const submissionId = crypto.randomUUID()
  const address = visitorAddress()
  const [first, second] = await Promise.all([
    send(request, enquiryForm(completeAnswers(name), [], submissionId), address),
    send(request, enquiryForm(completeAnswers(name), [], submissionId), address),
  ])
  const retry = await send(request, enquiryForm(completeAnswers(name), [], submissionId), address)
  const references = await Promise.all(
    [first, second, retry].map(async (response) => ((await response.json()) as { reference: string }).reference),
  )
  expect(new Set(references).size).toBe(1)
  expect((await storedEnquiries(portOf(baseURL))).filter((row) => row.name === name)).toHaveLength(1)
})

/** Each bad input, the field it belongs to, and the message the visitor sees there. */
const badInputs: [label: string, answers: Record<string, string>, photos: UploadedFile[], field: string, message: string | RegExp][] = [
  ['no name', { name: '' }, [], 'name', /./],
  ['a name that is a link', { name: '<a href="http://spam.example">win</a>' }, [], 'name', /./],
  ['a phone that is not a number', { phone: '12345' }, [], 'phone', phoneMessages.notUk],
  ['a French phone', { phone: '+33 1 23 45 67 89' }, [], 'phone', phoneMessages.notUk],
  // Ofcom's drama range: written like a mobile, so the message must not ask for "a mobile starting 07".
  ['a mobile in no range in use', { phone: '07700 900123' }, [], 'phone', phoneMessages.notInUse],
  ['a mobile with a digit missing', { phone: '0791 234567' }, [], 'phone', phoneMessages.mobileLength],
  ['not a postcode', { postcode: 'HELLO' }, [], 'postcode', /./],
  ['a postcode far outside the area', { postcode: 'IV1 1AA' }, [], 'postcode', /outside our usual area/],
  ['an absurd radiator count', { radiators: '400' }, [], 'radiators', /./],
  ['an unknown pipe type', { pipeType: 'gold' }, [], 'pipeType', /./],
  ['a note too long', { note: 'x'.repeat(enquiryLimits.noteMax + 1) }, [], 'note', /./],
  [
    'a text file named as a photo',
    {},
    [{ name: 'pipes.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('not a photo at all') }],
    'photos',
    photoMessages.notAPhoto('pipes.jpg'),
  ],
  ['a photo over the size limit', {}, [jpegLike(enquiryLimits.maxPhotoBytes + 1, 'huge.jpg')], 'photos', photoMessages.tooBig('huge.jpg')],
  [
    'too many photos',
    {},
    Array.from({ length: enquiryLimits.maxPhotos + 1 }, (_, index) => jpegLike(2_000, `p${index}.jpg`)),
    'photos',
    photoMessages.tooMany,
  ],
]

for (const [label, answers, photos, field, message] of badInputs) {
  test(`refuses ${label}, with a message for its field, and stores nothing`, async ({ request, baseURL }) => {
    const name = uniqueName('bad')
    const response = await send(request, enquiryForm({ ...completeAnswers(name), ...answers }, photos))
    expect(response.status()).toBe(422)
    const body = (await response.json()) as { ok: boolean; errors: Record<string, string> }
    expect(body.ok).toBe(false)
    expect(Object.keys(body.errors)).toEqual([field])
    expect(body.errors[field]).toMatch(message)
    expect((await storedEnquiries(portOf(baseURL))).filter((row) => row.name === name || row.name === answers.name)).toHaveLength(0)
  })
}

test('markup typed into the note is kept as text and never becomes HTML in the email', async ({ request, baseURL }) => {
  const name = uniqueName('markup')
  const note = '<script>alert("x")</script><img src=x onerror=alert(1)> the towel rail is cold'
  const response = await send(request, enquiryForm({ ...completeAnswers(name), note }))
  const { reference } = (await response.json()) as { reference: string }
  expect((await storedEnquiries(portOf(baseURL))).find((row) => row.reference === reference)?.note).toBe(note)
  const email = await emailFor(reference)
  expect(email.text).toContain(note)
  expect(email.html).not.toContain('<script>')
  expect(email.html).not.toContain('<img src=x')
  // Read as a mail program would, the HTML shows the note's characters as they were typed.
  expect(load(email.html).text()).toContain(note)
})

test('robots are turned away and nothing is stored: a filled hidden field, or a form sent at once', async ({ request, baseURL }) => {
  const name = uniqueName('robot')
  const trap = enquiryForm(completeAnswers(name))
  trap.set('website', 'https://spam.example')
  const instant = enquiryForm(completeAnswers(name))
  instant.set('startedAt', String(Date.now()))
  for (const form of [trap, instant]) expect((await send(request, form)).status()).toBe(400)
  expect((await storedEnquiries(portOf(baseURL))).filter((row) => row.name === name)).toHaveLength(0)
})

test('a flood from one address is limited with 429 and a message saying what to do', async ({ request }) => {
  const address = visitorAddress()
  const statuses: number[] = []
  // The limit counts in fixed one-minute windows: five always pass, and if a new window starts
  // midway it allows five more, so the refusal comes by the eleventh at the latest.
  for (let attempt = 0; attempt < 11 && !statuses.includes(429); attempt++) {
    const response = await send(request, enquiryForm({ name: '' }), address)
    statuses.push(response.status())
    if (response.status() === 429) {
      expect(response.headers()['retry-after']).toBeTruthy()
      expect(((await response.json()) as { message?: string }).message).toBe(refusals.tooMany.message)
    }
  }
  expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422])
  expect(statuses).toContain(429)
})

test('a request larger than the limit is refused before it is read', async ({ request }) => {
  const form = enquiryForm(completeAnswers(uniqueName('large')), [jpegLike(enquiryLimits.maxRequestBytes, 'whole-house.jpg')])
  expect((await send(request, form)).status()).toBe(413)
})

test('a notification that fails is kept and sent by the scheduled retry', async ({ request, baseURL }) => {
  const name = uniqueName('retry')
  await failEmailsContaining(name)
  const response = await send(request, enquiryForm(completeAnswers(name)))
  const { reference } = (await response.json()) as { reference: string }
  await expect
    .poll(async () => (await storedEnquiries(portOf(baseURL))).find((row) => row.reference === reference)?.notify_attempts, {
      timeout: 30_000,
    })
    .toBe(1)
  const waiting = (await storedEnquiries(portOf(baseURL))).find((row) => row.reference === reference)
  expect(waiting).toMatchObject({ notified_at: null, notify_error: expect.stringMatching(/503/) })
  expect(await emailsContaining(reference)).toHaveLength(0)

  // The cron runs later, once the retry is due (the first comes after a few minutes).
  await runScheduled(baseURL ?? '', Date.now() + 10 * 60 * 1000)
  await emailFor(reference)
  expect((await storedEnquiries(portOf(baseURL))).find((row) => row.reference === reference)?.notified_at).toBeTruthy()
})

test('without JavaScript, a sent form gets the thank-you page with its reference, and a wrong one the form with its errors and answers', async ({
  request,
}) => {
  const name = uniqueName('plain')
  const sent = await send(request, enquiryForm(completeAnswers(name)), visitorAddress(), 'text/html')
  expect(sent.status()).toBe(200)
  const thanks = load(await sent.text())
  expect(thanks('h1').text()).toBe(enquiry.sent.heading)
  expect(thanks(`#${enquiryIds.reference}`).text()).toMatch(referencePattern)
  expect(thanks(`#${enquiryIds.referenceLine}`).attr('hidden')).toBeUndefined()

  const wrong = await send(request, enquiryForm({ ...completeAnswers(name), phone: '12345' }), visitorAddress(), 'text/html')
  expect(wrong.status()).toBe(422)
  const page = load(await wrong.text())
  expect(page(`#${enquiryIds.errorSummary}`).attr('hidden')).toBeUndefined()
  expect(page(`#${enquiryIds.errorSummary} a`).attr('href')).toBe(`#${enquiryIds.field('phone')}`)
  expect(page(`#${enquiryIds.error('phone')}`).text()).toMatch(/UK phone number/)
  expect(page(`#${enquiryIds.field('phone')}`).attr('aria-invalid')).toBe('true')
  expect(page(`#${enquiryIds.field('name')}`).attr('value')).toBe(name)
  expect(page(`#${enquiryIds.field('phone')}`).attr('value')).toBe('12345')
})

test('other API addresses answer 404 and are never cached', async ({ request }) => {
  const response = await request.get('/api/nothing-here')
  expect(response.status()).toBe(404)
  expect(response.headers()['cache-control']).toBe('no-store')
})

test.describe('the form’s page', () => {
  const count = radiatorChoices[2]?.value ?? ''
  const typedPostcode = coveredPostcode.toLowerCase().replace(' ', '')

  test('is the file as built when a link carries nothing to fill in: the same headers, and 304 when unchanged', async ({ request }) => {
    for (const path of [enquiryPaths.form, `${enquiryPaths.form}?utm_source=leaflet&radiators=400&postcode=IV1%201AA`]) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control'], path).toBe(revalidateCacheControl)
      const etag = response.headers().etag ?? ''
      expect(etag, path).not.toBe('')
      expect(response.headers()['content-security-policy']).not.toContain(turnstileOrigin)
      expect(load(await response.text())(`#${enquiryIds.turnstile}`)).toHaveLength(0)
      expect((await request.get(path, { headers: { 'If-None-Match': etag } })).status(), path).toBe(304)
    }
  })

  test('has a link’s answers written in as the form would take them, kept by no cache, and nothing else from the address', async ({
    request,
  }) => {
    const attack = '"><script>alert(1)</script>'
    const query = new URLSearchParams({ radiators: count, postcode: typedPostcode, name: attack, note: attack })
    const response = await request.get(`${enquiryPaths.form}?${query}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers().etag).toBeUndefined()
    const html = await response.text()
    expect(html).not.toContain('alert(1)')
    const page = load(html)
    expect(page(`#${enquiryIds.field('radiators')} option[selected]`).attr('value')).toBe(count)
    expect(page(`#${enquiryIds.field('postcode')}`).attr('value')).toBe(coveredPostcode)
    expect(page(`#${enquiryIds.field('name')}`).attr('value')).toBeUndefined()
    expect(page(`#${enquiryIds.errorSummary}`).attr('hidden')).toBeDefined()
    expect(page('title').text()).not.toMatch(/^Error/)
  })

  test('with Turnstile on, carries the widget’s place and allows Cloudflare’s script and frame there, and on no other page', async ({
    request,
    baseURL,
  }) => {
    const server = turnstileServer(baseURL)
    const response = await request.get(`${server}${enquiryPaths.form}?radiators=${count}`)
    const page = load(await response.text())
    expect(page(`#${enquiryIds.turnstile}`).attr('data-sitekey')).toBe(turnstileTest.siteKey)
    expect(page(`#${enquiryIds.field('radiators')} option[selected]`).attr('value')).toBe(count)
    const policy = response.headers()['content-security-policy'] ?? ''
    for (const directive of ['script-src', 'frame-src']) {
      expect(policy.split(';').find((part) => part.trim().startsWith(`${directive} `))).toContain(turnstileOrigin)
    }
    const plain = await request.get(`${server}${enquiryPaths.form}`)
    expect(plain.headers()['cache-control']).toBe(revalidateCacheControl)
    expect(load(await plain.text())(`#${enquiryIds.turnstile}`)).toHaveLength(1)
    expect((await request.get(`${server}/prices`)).headers()['content-security-policy']).not.toContain(turnstileOrigin)
  })
})

test.describe('with Turnstile on', () => {
  const sendTo = (request: APIRequestContext, server: string, form: FormData, accept = 'application/json') =>
    request.post(`${server}${enquiryEndpoint}`, { multipart: form, headers: { Accept: accept, 'CF-Connecting-IP': visitorAddress() } })
  const withToken = (form: FormData, token: string) => {
    form.set(enquiryControlNames.turnstileToken, token)
    return form
  }

  test('an enquiry is stored only with a token Turnstile accepts', async ({ request, baseURL }) => {
    const server = turnstileServer(baseURL)
    const name = uniqueName('turnstile')
    const refused = await sendTo(request, server, withToken(enquiryForm(completeAnswers(name)), 'fail-robot'))
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { message?: string }).message).toBe(refusals.notConfirmed.message)
    const missing = await sendTo(request, server, enquiryForm(completeAnswers(name)))
    expect(missing.status()).toBe(400)
    expect(((await missing.json()) as { message?: string }).message).toBe(refusals.notChecked.message)
    expect((await storedEnquiries(portOf(server))).filter((row) => row.name === name)).toHaveLength(0)

    const taken = await sendTo(request, server, withToken(enquiryForm(completeAnswers(name)), `${turnstileTest.passingTokenPrefix}1`))
    expect(taken.status()).toBe(201)
    expect((await storedEnquiries(portOf(server))).filter((row) => row.name === name)).toHaveLength(1)
  })

  test('without JavaScript there is no token: the form comes back saying why, with the phone and the answers', async ({
    request,
    baseURL,
  }) => {
    const server = turnstileServer(baseURL)
    const name = uniqueName('turnstile-plain')
    const response = await sendTo(request, server, enquiryForm(completeAnswers(name)), 'text/html')
    expect(response.status()).toBe(400)
    const page = load(await response.text())
    expect(page(`#${enquiryIds.failure}`).attr('hidden')).toBeUndefined()
    expect(page(`#${enquiryIds.failureReason}`).text()).toContain(refusals.notChecked.message)
    expect(page(`#${enquiryIds.failure} a[href^="tel:"]`)).toHaveLength(1)
    expect(page(`#${enquiryIds.field('name')}`).attr('value')).toBe(name)
    expect(page(`#${enquiryIds.turnstile} noscript`).text()).toContain(enquiry.challenge.needsScript)
    expect((await storedEnquiries(portOf(server))).filter((row) => row.name === name)).toHaveLength(0)
  })
})

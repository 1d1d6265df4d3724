// The enquiry API as the browser and a hostile client meet it, on the real runtime (wrangler dev,
// local D1 and R2) with a stand-in mail service. Each test is its own visitor (CF-Connecting-IP).
import { expect, test, type APIRequestContext } from '@playwright/test'
import { enquiryEndpoint, enquiryIds } from '../../components/enquiry/enquiry-fields.ts'
import { enquiryLimits, photoMessages } from '../../components/enquiry/enquiry-schema.ts'
import { enquiry } from '../../data/enquiry.ts'
import { load } from 'cheerio'
import {
  completeAnswers,
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

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL ?? '').port)

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
  ['a phone that is not a number', { phone: '12345' }, [], 'phone', /UK phone number/],
  ['a French phone', { phone: '+33 1 23 45 67 89' }, [], 'phone', /UK phone number/],
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
      expect(((await response.json()) as { message?: string }).message).toMatch(/minute|call/i)
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

// The business's email: what it says, that a failure is retried, and that a retry never delivers twice.
import { describe, expect, it } from 'vitest'
import type { EnquiryRecord, PhotoRecord } from '../../enquiry/fields.ts'
import { enquiry } from '../../data/enquiry.ts'
import { answerLabels, buildEnquiryEmail, retryDelayMinutes, type EmailContext } from '../../worker/mail.ts'
import { standIns } from './stand-ins.ts'
import { enquiryForm, jpegLike, runScheduled, send, storedNamed, uniqueName } from './visitor.ts'
import { completeAnswers } from '../support/enquiry-test-data.ts'
import { pricing } from '../../data/facts.ts'
import { formatPounds } from '../../data/format.ts'

const note = '<script>alert("x")</script> & the towel rail is cold'

const record: EnquiryRecord = {
  id: '4f0c3a52-7d1e-4c8b-9a36-2f5e8b7c1d90',
  reference: 'PF-7KQ2',
  submission_id: '0b7c9d1e-2f3a-4b5c-8d6e-7f8091a2b3c4',
  created_at: '2026-07-14T08:05:00.000Z',
  name: 'Jo <b>Bloggs</b>',
  phone: '+442079460123',
  phone_display: '020 7946 0123',
  email: '',
  postcode: 'N13 4AB',
  coverage: 'local',
  radiators: '',
  pipe_type: 'microbore',
  power_flushed: 'not-sure',
  note,
  call_time: 'morning',
  source_page: '/prices',
  photos_expected: 2,
  notified_at: null,
  notify_attempts: 0,
  notify_error: null,
  next_notify_at: null,
  customer: 0,
  photos_deleted_at: null,
}

const photo = (position: number, stored: boolean): PhotoRecord => ({
  enquiry_id: record.id,
  position,
  file_name: `pipes-${position}.jpg`,
  content_type: 'image/jpeg',
  bytes: 300 * 1024,
  stored_at: stored ? record.created_at : null,
  error: stored ? null : 'R2 unavailable',
})

const context: EmailContext = { siteOrigin: 'https://www.example.co.uk', linksOn: true, linksExpire: new Date('2026-07-21T08:05:00Z') }
const photos = [
  { photo: photo(0, true), url: 'https://www.example.co.uk/api/photos/x/0?expires=1&sig=a&b' },
  { photo: photo(1, false), url: null },
]

describe('the email to the business', () => {
  const email = buildEnquiryEmail(record, photos, context)

  it('names the reference, the visitor and the postcode in its subject', () => {
    expect(email.subject).toBe('New enquiry PF-7KQ2: Jo <b>Bloggs</b>, N13 4AB')
  })

  it('keeps markup in the visitor’s text as text in the HTML, and as typed in the plain text', () => {
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<b>Bloggs')
    expect(email.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; the towel rail')
    expect(email.text).toContain(note)
  })

  it('lists every answer under the business’s own labels, with the labels of the choices', () => {
    for (const label of Object.values(answerLabels)) expect(email.text).toContain(`${label}\n`)
    // The form's questions speak to the homeowner ("Your name"): not what the business reads.
    const businessLabels: readonly string[] = Object.values(answerLabels)
    const questions = Object.values(enquiry.fields).filter((field) => !businessLabels.includes(field.label))
    expect(questions.length).toBeGreaterThan(0)
    for (const field of questions) expect(email.text).not.toContain(field.label)
    for (const text of [
      enquiry.pipeTypes.find((option) => option.value === 'microbore')?.label ?? '?',
      enquiry.powerFlushedOptions.find((option) => option.value === 'not-sure')?.label ?? '?',
      enquiry.callTimes.find((option) => option.value === 'morning')?.label ?? '?',
      enquiry.radiatorsNotSure,
      '020 7946 0123',
      'https://www.example.co.uk/prices',
      'In one of our local areas',
    ]) {
      expect(email.text).toContain(text)
    }
    expect(email.text).toMatch(/Tuesday, 14 July 2026 at 09:05/)
  })

  it('says the prices the site showed for the radiator count, so whoever calls quotes the same', () => {
    const row = pricing.rows[1]
    if (!row) throw new Error('no second price row')
    const priced = buildEnquiryEmail({ ...record, radiators: String(row.radiators) }, photos, context)
    expect(priced.text).toContain(
      `${answerLabels.price}\n  Standard ${formatPounds(row.standard)}, No Fix No Fee ${formatPounds(row.noFix)}`,
    )
    const large = buildEnquiryEmail({ ...record, radiators: String(pricing.contactFromRadiators) }, photos, context)
    expect(large.text).not.toContain('£')
  })

  it('links the stored photo, says which did not arrive, and escapes the link', () => {
    expect(email.text).toContain(photos[0]?.url)
    expect(email.html).toContain('href="https://www.example.co.uk/api/photos/x/0?expires=1&#38;sig=a&#38;b"')
    expect(email.text).toMatch(/pipes-1\.jpg .*did not arrive \(R2 unavailable\)/)
  })

  it('says so when photo links are switched off', () => {
    const unsigned = buildEnquiryEmail(record, [{ photo: photo(0, true), url: null }], { ...context, linksOn: false })
    expect(unsigned.text).toContain('SIGNING_SECRET is not set')
    expect(unsigned.text).not.toContain('/api/photos/')
  })

  it('shows whatever a stored row holds without letting it forge lines, move a terminal or flip the subject', () => {
    const hostile = buildEnquiryEmail(
      { ...record, name: 'Jo\r\nPhone\n  0909 000 0000 \u001b[31m\u202eevil', postcode: 'N13\u2028 4AB', note: 'Line one\nLine two\u202e' },
      [{ photo: { ...photo(0, false), file_name: 'a\nb.jpg', error: 'x\u001by' }, url: null }],
      context,
    )
    expect(hostile.subject).toBe(
      'New enquiry PF-7KQ2: Jo[U+000D][U+000A]Phone[U+000A]  0909 000 0000 [U+001B][31m[U+202E]evil, N13[U+2028] 4AB',
    )
    // Nothing hidden anywhere but the email's own line breaks.
    for (const part of [hostile.subject, hostile.text, hostile.html]) expect(part.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}]/u)
    // The only Phone line is the real one; the note keeps its own line break, indented under its label.
    expect(hostile.text.match(/^Phone$/gm)).toHaveLength(1)
    expect(hostile.text).toContain('Note\n  Line one\n  Line two[U+202E]')
  })
})

describe('sending', () => {
  it('waits 5, 15 and 30 minutes after the first failures, then hourly', () => {
    expect([1, 2, 3, 4, 9].map(retryDelayMinutes)).toEqual([5, 15, 30, 60, 60])
  })

  it('keeps a notification that failed and sends it with the scheduled retry', async () => {
    const mail = standIns()
    const name = uniqueName('retry')
    mail.failSends(name, 'down')
    await send(await enquiryForm(completeAnswers(name)))
    const [waiting] = await storedNamed(name)
    expect(waiting).toMatchObject({ notified_at: null, notify_attempts: 1, notify_error: expect.stringMatching(/503/) })
    expect(mail.emailsContaining(name)).toHaveLength(0)
    // The cron comes round once the retry is due (the first after a few minutes).
    await runScheduled(new Date(Date.now() + 10 * 60_000))
    expect(mail.emailsContaining(name)).toHaveLength(1)
    expect((await storedNamed(name))[0]?.notified_at).toBeTruthy()
  })

  it('delivers once when a send that arrived timed out and is retried: the retry carries the same idempotency key and body', async () => {
    const mail = standIns()
    const name = uniqueName('timeout')
    mail.failSends(name, 'acceptsThenTimesOut')
    await send(await enquiryForm(completeAnswers(name), { photos: [jpegLike(4_000)] }))
    expect((await storedNamed(name))[0]).toMatchObject({ notified_at: null, notify_attempts: 1 })
    await runScheduled(new Date(Date.now() + 10 * 60_000))
    expect((await storedNamed(name))[0]?.notified_at).toBeTruthy()
    expect(mail.emailsContaining(name)).toHaveLength(1)
    const sends = mail.sends.filter((sent) => sent.body.includes(name))
    expect(sends).toHaveLength(2)
    expect(sends[1]?.idempotencyKey).toBe(sends[0]?.idempotencyKey)
    expect(sends[1]?.body).toBe(sends[0]?.body)
    expect(sends[0]?.idempotencyKey).toBe(`enquiry-${(await storedNamed(name))[0]?.id}`)
  })
})

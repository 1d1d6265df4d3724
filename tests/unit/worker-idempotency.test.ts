import { describe, expect, it } from 'vitest'
import { validateEnquiry, type Enquiry } from '../../components/enquiry/enquiry-schema.ts'
import { answersKey, submissionKey } from '../../worker/idempotency.ts'

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

describe('one enquiry per form fill', () => {
  it('uses the form’s UUID when it sent one', async () => {
    const id = '4F0C3A52-7D1E-4C8B-9A36-2F5E8B7C1D90'
    expect(await submissionKey(id, valid({ name: 'Jo Bloggs' }), [], morning)).toBe(id.toLowerCase())
  })

  it('without one, gives the same key for the same answers however they were spaced or cased, that day', async () => {
    const first = await submissionKey('', valid({ name: 'Jo Bloggs', postcode: 'n13 4ab', phone: '020 7946 0123' }), [1200], morning)
    const again = await submissionKey(
      'not-a-uuid',
      valid({ name: ' jo  bloggs ', postcode: 'N134AB', phone: '+44 20 7946 0123' }),
      [1200],
      evening,
    )
    expect(first).toMatch(/^answers:[0-9a-f]{64}$/)
    expect(again).toBe(first)
  })

  it('gives another key for other answers, other photos or another day', async () => {
    const key = await answersKey(valid({ name: 'Jo Bloggs' }), [1200], morning)
    expect(await answersKey(valid({ name: 'Jo Bloggs', note: 'Cold upstairs' }), [1200], morning)).not.toBe(key)
    expect(await answersKey(valid({ name: 'Jo Bloggs' }), [1201], morning)).not.toBe(key)
    expect(await answersKey(valid({ name: 'Jo Bloggs' }), [1200], new Date('2026-07-15T08:00:00Z'))).not.toBe(key)
  })
})

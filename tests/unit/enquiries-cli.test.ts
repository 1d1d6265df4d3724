// `npm run enquiries` prints whatever the store holds safely, older rows and rows written by any
// other means included: arbitrary text in every column (fast-check) never reaches the business's
// terminal as an escape code, a line break or a direction override.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { enquiriesJson, enquiryTable, type ListedEnquiry } from '../../scripts/enquiries.ts'

const anyText = fc.string({ unit: 'binary', maxLength: 40 })
/** Characters a person cannot see, or that break a line or turn text around. */
const hidden = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

const anyRow: fc.Arbitrary<ListedEnquiry> = fc.record({
  id: anyText,
  reference: anyText,
  created_at: fc.constant('2026-07-14T08:05:00.000Z'),
  name: anyText,
  phone: anyText,
  phone_display: anyText,
  email: anyText,
  postcode: anyText,
  coverage: anyText,
  radiators: anyText,
  pipe_type: anyText,
  power_flushed: anyText,
  note: anyText,
  call_time: anyText,
  source_page: anyText,
  photos_expected: fc.nat(5),
  photos_stored: fc.nat(5),
  photos_deleted_at: fc.constant(null),
  notified_at: fc.constant(null),
  notify_attempts: fc.nat(9),
  notify_error: fc.option(anyText),
  next_notify_at: fc.constant(null),
  customer: fc.constantFrom(0, 1),
})

it('prints arbitrary stored rows one line each, with nothing hidden, as a table and as JSON', () => {
  let rows = 0
  fc.assert(
    fc.property(fc.array(anyRow, { minLength: 1, maxLength: 4 }), (listed) => {
      rows += listed.length
      const lines = enquiryTable(listed).split('\n')
      // Header, rule, one line per row, then a blank line and the count.
      expect(lines).toHaveLength(listed.length + 4)
      for (const line of lines) expect(line).not.toMatch(hidden)
      const json = enquiriesJson(listed)
      expect(json.replace(/\n/g, '')).not.toMatch(hidden)
      expect(JSON.parse(json)).toEqual(listed)
    }),
    { numRuns: 500 },
  )
  console.log(`Arbitrary stored rows printed: ${rows}`)
})

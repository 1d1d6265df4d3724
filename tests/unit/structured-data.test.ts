// What the JSON-LD says is checked in the built pages (tests/http/pages.spec.ts); here, only that
// no value can end the script element it is written into.
import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '../../renderer/json-ld.ts'

describe('JSON-LD', () => {
  it('escapes characters that could end the script element or break a line', () => {
    const hostile = { '@context': 'https://schema.org', name: '</script><b>&\u2028\u2029' }
    const serialized = serializeJsonLd(hostile)
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(serialized)).toEqual(hostile)
  })
})

import { describe, expect, it } from 'vitest'
import { newReference, referenceAlphabet, referencePattern } from '../../worker/reference.ts'

describe('enquiry references', () => {
  it('are PF- and four characters of Crockford base32 without I, L, O or U', () => {
    expect(referenceAlphabet).toHaveLength(32)
    expect(referenceAlphabet).not.toMatch(/[ILOU]/)
    const references = Array.from({ length: 2000 }, newReference)
    for (const reference of references) expect(reference).toMatch(referencePattern)
    // Random, not a sequence: 2000 draws from about a million leave few if any repeats.
    expect(new Set(references).size).toBeGreaterThan(1990)
  })

  it('use every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 2000 }, newReference).flatMap((reference) => [...reference.slice(3)]))
    expect([...seen].sort().join('')).toBe([...referenceAlphabet].sort().join(''))
  })
})

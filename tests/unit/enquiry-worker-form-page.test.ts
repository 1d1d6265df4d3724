// What the Worker decides for the form's page without running it: which answers a link may fill
// in, when Turnstile is on, and the page's CSP once its widget is there.
import { describe, expect, it } from 'vitest'
import { turnstileOrigin } from '../../components/enquiry/enquiry-fields.ts'
import { radiatorChoices } from '../../components/enquiry/radiator-choices.ts'
import { allowOrigin } from '../../worker/content-security-policy.ts'
import { linkAnswers } from '../../worker/link-answers.ts'
import { turnstileKeysProblem, turnstileSiteKey } from '../../worker/turnstile-keys.ts'
import { localAreas } from '../../data/site-pages.ts'

const answersOf = (query: string) => linkAnswers(new URLSearchParams(query))
const district = localAreas[0]?.postcodes[0] ?? ''

describe('the answers a link fills in', () => {
  it('takes a radiator count the form offers, and a postcode we cover, written as the coverage check writes it', () => {
    const count = radiatorChoices[1]?.value ?? ''
    expect(answersOf(`radiators=${count}&postcode=${encodeURIComponent(` ${district.toLowerCase()}1aa `)}`)).toEqual({
      radiators: count,
      postcode: `${district} 1AA`,
    })
    expect(answersOf(`postcode=${district}`)).toEqual({ postcode: district })
  })

  it('ignores what the form would refuse, and every other field', () => {
    expect(answersOf('radiators=400&postcode=IV1%201AA')).toEqual({})
    expect(answersOf('radiators=&postcode=')).toEqual({})
    expect(answersOf('postcode=%3Cscript%3Ealert(1)%3C%2Fscript%3E&name=Jo&phone=020%207946%200123&note=hello')).toEqual({})
  })
})

describe('Turnstile keys', () => {
  it('are on only when both are set', () => {
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: 'key', TURNSTILE_SECRET: 'secret' })).toBe('key')
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: 'key' })).toBeNull()
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: '', TURNSTILE_SECRET: 'secret' })).toBeNull()
  })

  it('are refused for publishing one without the other, saying what to do', () => {
    expect(turnstileKeysProblem('key', true)).toBeNull()
    expect(turnstileKeysProblem('', false)).toBeNull()
    expect(turnstileKeysProblem('key', false)).toMatch(/wrangler secret put TURNSTILE_SECRET/)
    expect(turnstileKeysProblem('', true)).toMatch(/TURNSTILE_SITE_KEY/)
  })
})

describe('the form page’s CSP with Turnstile’s widget', () => {
  const origin = turnstileOrigin

  it('allows its origin where asked, once, leaving the rest as it was', () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-x'; frame-src https://booking.example; object-src 'none'"
    const widened = allowOrigin(policy, ['script-src', 'frame-src'], origin)
    expect(widened).toBe(
      `default-src 'self'; script-src 'self' 'sha256-x' ${origin}; frame-src https://booking.example ${origin}; object-src 'none'`,
    )
    expect(allowOrigin(widened, ['script-src', 'frame-src'], origin)).toBe(widened)
  })

  it('starts a missing directive from default-src, and never leaves it beside none', () => {
    expect(allowOrigin("default-src 'self'", ['frame-src'], origin)).toBe(`default-src 'self'; frame-src 'self' ${origin}`)
    expect(allowOrigin("default-src 'none'", ['script-src'], origin)).toBe(`default-src 'none'; script-src ${origin}`)
  })
})

// The pages the Worker writes into: the form's page, and what every other /api address answers.
import { describe, expect, it } from 'vitest'
import { enquiryControlNames, enquiryIds, enquiryStartEndpoint, turnstileOrigin } from '../../enquiry/fields.ts'
import { radiatorChoices } from '../../enquiry/schema.ts'
import { allowOrigin, linkAnswers } from '../../worker/pages.ts'
import { checkFormStart } from '../../worker/signing.ts'
import { turnstileTest } from './stand-ins.ts'
import { answer, site } from './visitor.ts'
import { coveredPostcode } from '../support/enquiry-test-data.ts'
import { workerTestSettings } from './settings.ts'
import { routes } from '../../data/routes.ts'

const startIn = (html: string) => new RegExp(`name="${enquiryControlNames.startedAt}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? ''
const get = (path: string, settings = {}) => answer(new Request(`${site}${path}`), settings)

describe('the form’s page', () => {
  const count = radiatorChoices[2]?.value ?? ''

  it('carries a start time the Worker signed just now, and is kept by no cache', async () => {
    const response = await get(routes.enquiry)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('ETag')).toBeNull()
    const html = await response.text()
    expect(await checkFormStart(workerTestSettings.SIGNING_SECRET, startIn(html), new Date(Date.now() + 5_000))).toBe('valid')
    expect(html).not.toContain(`id="${enquiryIds.turnstile}"`)
    expect(response.headers.get('Content-Security-Policy') ?? '').not.toContain(turnstileOrigin)
  })

  it('has a link’s answers written in as the form would take them, and nothing else from the address', async () => {
    const attack = '"><script>alert(1)</script>'
    const typedPostcode = coveredPostcode.toLowerCase().replace(' ', '')
    const query = new URLSearchParams({ radiators: count, postcode: typedPostcode, name: attack, note: attack })
    const html = await (await get(`${routes.enquiry}?${query}`)).text()
    expect(html).not.toContain('alert(1)')
    expect(html).toMatch(new RegExp(`<option[^>]*value="${count}"[^>]*selected`))
    expect(html).toMatch(
      new RegExp(
        `id="${enquiryIds.field('postcode')}"[^>]*value="${coveredPostcode}"|value="${coveredPostcode}"[^>]*id="${enquiryIds.field('postcode')}"`,
      ),
    )
    expect(html).not.toMatch(/<title>Error/)
  })

  it('with Turnstile on, carries the widget’s place and allows Cloudflare’s script and frame on this page alone', async () => {
    const on = { TURNSTILE_SITE_KEY: turnstileTest.siteKey, TURNSTILE_SECRET: turnstileTest.secret }
    const response = await get(`${routes.enquiry}?radiators=${count}`, on)
    expect(await response.text()).toMatch(new RegExp(`id="${enquiryIds.turnstile}" data-sitekey="${turnstileTest.siteKey}"`))
    const policy = response.headers.get('Content-Security-Policy') ?? ''
    for (const directive of ['script-src', 'frame-src'])
      expect(policy.split(';').find((part) => part.trim().startsWith(`${directive} `))).toContain(turnstileOrigin)
  })

  it('gives a signed start time to a form that arrived by client navigation', async () => {
    const response = await get(enquiryStartEndpoint)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const { startedAt } = (await response.json()) as { startedAt: string }
    expect(await checkFormStart(workerTestSettings.SIGNING_SECRET, startedAt, new Date(Date.now() + 5_000))).toBe('valid')
  })
})

describe('the answers a link fills in', () => {
  const answersOf = (query: string) => linkAnswers(new URLSearchParams(query))
  const district = coveredPostcode.split(' ')[0] ?? ''

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

describe('the form page’s CSP with Turnstile’s widget', () => {
  it('allows its origin where asked, once, leaving the rest as it was', () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-x'; frame-src https://booking.example; object-src 'none'"
    const widened = allowOrigin(policy, ['script-src', 'frame-src'], turnstileOrigin)
    expect(widened).toBe(
      `default-src 'self'; script-src 'self' 'sha256-x' ${turnstileOrigin}; frame-src https://booking.example ${turnstileOrigin}; object-src 'none'`,
    )
    expect(allowOrigin(widened, ['script-src', 'frame-src'], turnstileOrigin)).toBe(widened)
  })

  it('starts a missing directive from default-src, and never leaves it beside none', () => {
    expect(allowOrigin("default-src 'self'", ['frame-src'], turnstileOrigin)).toBe(
      `default-src 'self'; frame-src 'self' ${turnstileOrigin}`,
    )
    expect(allowOrigin("default-src 'none'", ['script-src'], turnstileOrigin)).toBe(`default-src 'none'; script-src ${turnstileOrigin}`)
  })
})

it('answers other API addresses with 404 in a sentence, never cached', async () => {
  const response = await get('/api/nothing-here')
  expect(response.status).toBe(404)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(((await response.json()) as { message: string }).message).toMatch(/^[A-Z].*\.$/)
})

import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from '../../vite-plugins/crawler-files.ts'
import { contentSecurityPolicy, formatHeadersFile, headerRules } from '../../vite-plugins/security-headers.ts'
import { resolveSiteConfig } from '../../config/site-config.schema.ts'

const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('Content-Security-Policy', () => {
  it('follows the integration config: a new provider is allowed and the old one is not', () => {
    const policy = contentSecurityPolicy(
      resolveSiteConfig({
        CHAT_SCRIPT_URL: 'https://cdn.new-chat.example/widget.js',
        BOOKING_URL: 'https://calendar.new-booking.example/us',
        REVIEWS_SCRIPT_URL: 'https://widgets.new-reviews.example/r.js',
      }),
    )
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.new-chat.example', 'https://widgets.new-reviews.example'])
    expect(directive(policy, 'frame-src')).toEqual([
      'https://calendar.new-booking.example',
      'https://cdn.new-chat.example',
      'https://widgets.new-reviews.example',
    ])
    // The booking frame asks its provider once whether it answered (components/integrations/frame-slot.ts).
    expect(directive(policy, 'connect-src')).toContain('https://calendar.new-booking.example')
    expect(policy).not.toContain('provider.example')
  })

  it('forbids inline and evaluated script, plugins, base changes and framing', () => {
    const policy = contentSecurityPolicy(resolveSiteConfig({}))
    expect(directive(policy, 'script-src')[0]).toBe("'self'")
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(policy).not.toContain("'unsafe-eval'")
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  })
})

describe('_headers', () => {
  const boot = "'sha256-boot'"
  const prefill = "'sha256-prefill'"
  const rules = headerRules(resolveSiteConfig({}), [
    { path: '/', inlineScriptHashes: [boot] },
    { path: '/prices', inlineScriptHashes: [boot] },
    { path: '/request-a-call', inlineScriptHashes: [prefill, boot] },
  ])
  const headersOf = (pattern: string) => new Map(rules.find((rule) => rule.pattern === pattern)?.headers)

  it('gives pages revalidation and hashed assets a year, each by its own rule', () => {
    expect(headersOf('/prices').get('Cache-Control')).toBe('no-cache')
    expect(headersOf('/assets/*').get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(headersOf('/art/*').get('Cache-Control')).toBe('no-cache')
    expect(headersOf('/og/*').get('Cache-Control')).toBe('no-cache')
    // A page rule with a splat would be merged with the /assets/* one by the hosts.
    expect(rules.filter((rule) => rule.pattern.includes('*')).map((rule) => rule.pattern)).toEqual(['/*', '/assets/*', '/art/*', '/og/*'])
  })

  it('sends the security headers on every path, in the format the hosts read', () => {
    expect(headersOf('/*').get('X-Content-Type-Options')).toBe('nosniff')
    expect(formatHeadersFile(rules)).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/)
  })

  it("allows each page's own inline scripts alone, and any path (the 404 page) all of them", () => {
    const config = resolveSiteConfig({})
    expect(headersOf('/*').get('Content-Security-Policy')).toBe(contentSecurityPolicy(config, [boot, prefill]))
    expect(headersOf('/prices').get('Content-Security-Policy')).toBe(contentSecurityPolicy(config, [boot]))
    expect(headersOf('/request-a-call').get('Content-Security-Policy')).toBe(contentSecurityPolicy(config, [prefill, boot]))
    // The page's policy replaces the one for every path, rather than being added to it.
    expect(rules.find((rule) => rule.pattern === '/prices')?.detach).toEqual(['Content-Security-Policy'])
  })
})

describe('crawler files', () => {
  it('lists absolute, escaped URLs in the sitemap', () => {
    const xml = sitemapXml('https://www.example.co.uk', ['/', '/a&b'])
    expect(xml).toContain('<loc>https://www.example.co.uk/</loc>')
    expect(xml).toContain('<loc>https://www.example.co.uk/a&amp;b</loc>')
  })

  it('points robots.txt at the sitemap on the configured origin', () => {
    expect(robotsTxt('https://www.example.co.uk')).toMatch(/^Sitemap: https:\/\/www\.example\.co\.uk\/sitemap\.xml$/m)
  })
})

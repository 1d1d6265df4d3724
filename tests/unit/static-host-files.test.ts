import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from '../../vite-plugins/crawler-files.ts'
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersForPath,
  parseHeadersFile,
} from '../../vite-plugins/security-headers.ts'
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
  const rules = headerRules(resolveSiteConfig({}), ['/', '/prices', '/get-a-quote'])

  it('reads back exactly what it writes', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules)
  })

  it('gives pages revalidation and hashed assets a year, never both', () => {
    expect(headersForPath(rules, '/get-a-quote').get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(headersForPath(rules, '/assets/entries/app.Ab12.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(headersForPath(rules, '/art/local-map-leeds.svg').get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(headersForPath(rules, '/og/prices.png').get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    for (const path of ['/', '/prices', '/assets/x.js', '/unknown']) {
      expect(headersForPath(rules, path).get('Content-Security-Policy')).toBe(contentSecurityPolicy(resolveSiteConfig({})))
      expect(headersForPath(rules, path).get('X-Content-Type-Options')).toBe('nosniff')
    }
  })

  it('matches paths exactly unless a rule has a splat', () => {
    expect(headersForPath(rules, '/prices/extra').has('Cache-Control')).toBe(false)
    expect(headersForPath(rules, '/assetsX/a.js').has('Cache-Control')).toBe(false)
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

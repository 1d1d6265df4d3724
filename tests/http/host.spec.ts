// What the static host sends besides the pages' words: headers, crawler files and answers to
// addresses that do not exist. Plain HTTP against the built site, served as a host serves it.
import { expect, test } from '@playwright/test'
import { allPages } from '../../data/site-pages.ts'
import { compileInlineScripts, cspHashOf } from '../../vite-plugins/inline-scripts.ts'
import { contentSecurityPolicy, immutableCacheControl, revalidateCacheControl } from '../../vite-plugins/security-headers.ts'
import { fetchPage } from '../support/html.ts'
import { allRoutes, siteConfig } from '../support/site.ts'
import { errorPagesCopy as errorPages } from '../../data/content.ts'
import { routes } from '../../data/routes.ts'

test('every page is sent with the security headers and a CSP that allows its own inline scripts alone, and revalidates', async ({
  request,
}) => {
  const compiled = new Set(Object.values(await compileInlineScripts()).map((script) => script.code))
  for (const route of allRoutes) {
    const page = await fetchPage(request, route)
    const inline = page
      .$('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')
      .toArray()
      .map((script) => page.$(script).text())
    expect(inline.length, route).toBeGreaterThan(0)
    for (const code of inline) expect(compiled.has(code), `${route} runs an inline script the build did not compile`).toBe(true)
    const { headers } = page
    expect(headers['content-security-policy'], route).toBe(contentSecurityPolicy(siteConfig, inline.map(cspHashOf)))
    expect(headers['strict-transport-security'], route).toMatch(/^max-age=\d{8,}/)
    expect(headers['x-content-type-options'], route).toBe('nosniff')
    expect(headers['permissions-policy'], route).toContain('camera=()')
    // The form's page carries a start time the Worker signed for this visitor: never cached.
    expect(headers['cache-control'], route).toBe(route === routes.enquiry ? 'no-store' : revalidateCacheControl)
  }
})

test('an unknown address, answered with the 404 page, is sent the policy allowing every inline script', async ({ request }) => {
  const hashes = Object.values(await compileInlineScripts()).map((script) => cspHashOf(script.code))
  const policy = (await request.get('/no-such-page')).headers()['content-security-policy'] ?? ''
  for (const hash of hashes) expect(policy).toContain(hash)
})

test('hashed assets are cached for a year and never revalidated', async ({ request }) => {
  const page = await fetchPage(request, '/')
  const entry = page.html.match(/<template id="app-scripts">[\s\S]*?<script[^>]* src="([^"]+)"/)?.[1]
  expect(entry).toMatch(/^\/assets\//)
  expect((await request.get(entry ?? '')).headers()['cache-control']).toBe(immutableCacheControl)
})

test('sitemap.xml lists every listed page once, absolute, and no alias or unlisted page', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locations).toEqual(allPages.filter((page) => !page.unlisted).map((page) => `${siteConfig.origin}${page.path}`))
  for (const alias of allPages.flatMap((page) => page.aliases ?? [])) expect(locations).not.toContain(`${siteConfig.origin}${alias}`)
})

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/$/m)
  expect(robots).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`)
})

const badAddresses = [
  '/prices/extra',
  '/camden',
  '/who-are-we/team',
  '/Prices',
  '/WHO-ARE-WE',
  '/..%2f..%2fetc/passwd',
  '/%2e%2e/%2e%2e/package.json',
  '/%00',
  '/prices%00',
  `/${'a'.repeat(2000)}`,
  '/enfield/../../etc/passwd',
]

test('unknown and hostile addresses get the 404 page with a 404 status, never a crash or a file', async ({ request }) => {
  for (const path of badAddresses) {
    const page = await fetchPage(request, path)
    expect(page.status, path.slice(0, 40)).toBe(404)
    expect(page.headers['content-type'], path.slice(0, 40)).toMatch(/^text\/html/)
    expect(page.text('h1'), path.slice(0, 40)).toBe(errorPages.notFound.heading)
    expect(page.text('main')).not.toMatch(/Error:|at \S+ \(|ENOENT|node_modules|root:/)
  }
})

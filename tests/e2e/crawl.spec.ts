import { allRoutes, expect, siteConfig, test } from './fixtures.ts'
import { allPages } from '../../data/site-pages.ts'

// What crawlers read, checked against the pages actually built. Once is enough: the files and
// links are the same at every width.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'the same at every width')

/** A URL the site itself serves: relative to the test server, or absolute on the configured origin. */
function ownPath(url: string, base: string): string | null {
  const resolved = new URL(url.startsWith(siteConfig.origin) ? url.slice(siteConfig.origin.length) || '/' : url, base)
  return resolved.origin === new URL(base).origin ? resolved.pathname : null
}

test('sitemap.xml lists every canonical page once, with absolute URLs and no aliases', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  expect(locations).toEqual([...new Set(locations)])
  expect(locations.sort()).toEqual(allPages.map((page) => `${siteConfig.origin}${page.path}`).sort())

  // Each listed page is served and names itself as canonical, so no alias slipped in.
  for (const location of locations) {
    const path = location.slice(siteConfig.origin.length)
    const page = await request.get(path)
    expect(page.status(), path).toBe(200)
    expect(await page.text()).toContain(`rel="canonical" href="${location}"`)
  }
  // Every served URL whose canonical is elsewhere (an alias) is absent.
  const aliases = allRoutes.filter((route) => !allPages.some((page) => page.path === route))
  expect(aliases.length).toBeGreaterThan(0)
  for (const alias of aliases) expect(locations).not.toContain(`${siteConfig.origin}${alias}`)
})

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const robots = await response.text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/$/m)
  expect(robots).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`)
})

test.describe('crawling from the home page', () => {
  test.use({ javaScriptEnabled: false })

  test('reaches every page, with no broken link, asset or fragment', async ({ page, request, baseURL }) => {
    test.slow()
    const base = baseURL ?? ''
    const pagesToVisit = ['/']
    const visited = new Map<string, Set<string>>()
    const assets = new Set<string>()
    const fragmentLinks: { from: string; path: string; id: string }[] = []

    while (pagesToVisit.length > 0) {
      const path = pagesToVisit.shift() ?? '/'
      if (visited.has(path)) continue
      const response = await page.goto(path)
      expect(response?.status(), `${path} (linked from a crawled page)`).toBe(200)
      const found = await page.evaluate(() => ({
        ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
        links: [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? ''),
        assets: [
          ...[...document.querySelectorAll('link[href]:not([rel="canonical"])')].map((link) => link.getAttribute('href') ?? ''),
          ...[...document.querySelectorAll('script[src], img[src]')].map((element) => element.getAttribute('src') ?? ''),
          // What the boot script loads on the first interaction (see renderer/boot.ts).
          ...[...document.querySelectorAll<HTMLElement>('script[data-app-entry]')].flatMap((boot) =>
            [boot.dataset.appEntry ?? '', ...(boot.dataset.appPreloads ?? '').split(' ')].filter(Boolean),
          ),
          ...[...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')].map(
            (meta) => meta.getAttribute('content') ?? '',
          ),
        ],
      }))
      visited.set(path, new Set(found.ids))
      for (const href of found.links) {
        if (/^(tel|mailto):/.test(href)) continue
        const target = ownPath(href, new URL(path, base).href)
        if (target === null) continue
        const hash = new URL(href, 'http://x').hash.slice(1)
        if (hash) fragmentLinks.push({ from: path, path: target, id: decodeURIComponent(hash) })
        pagesToVisit.push(target)
      }
      for (const src of found.assets) {
        const target = ownPath(src, new URL(path, base).href)
        if (target !== null) assets.add(target)
      }
    }

    expect([...visited.keys()].sort(), 'every canonical page is linked from somewhere').toEqual(
      expect.arrayContaining(allPages.map((meta) => meta.path)),
    )
    for (const asset of assets) expect((await request.get(asset)).status(), asset).toBe(200)
    for (const link of fragmentLinks) {
      expect(visited.get(link.path)?.has(link.id), `${link.from} links to ${link.path}#${link.id}`).toBe(true)
    }
  })
})

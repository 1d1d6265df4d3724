// A crawler's walk through the built site, links followed from the home page with scripts
// off. Once is enough: links and files are the same at every width.
import { allPages } from '../../../data/site-pages.ts'
import { linkedWords } from '../../../config/linked-words.ts'
import { expect, siteConfig, test } from '../../support/fixtures.ts'

/** A URL the site itself serves: relative to the test server, or absolute on the configured origin. */
function ownPath(url: string, base: string): string | null {
  const resolved = new URL(url.startsWith(siteConfig.origin) ? url.slice(siteConfig.origin.length) || '/' : url, base)
  return resolved.origin === new URL(base).origin ? resolved.pathname : null
}

test.describe('crawling from the home page', () => {
  test.use({ javaScriptEnabled: false })

  test('reaches every page, with no broken link, asset or fragment', async ({ page, request, baseURL }) => {
    test.slow()
    const base = baseURL ?? ''
    const pagesToVisit = ['/']
    const visited = new Map<string, Set<string>>()
    const assets = new Set<string>()
    const fragmentLinks: { from: string; path: string; id: string }[] = []
    const unlinked: string[] = []

    while (pagesToVisit.length > 0) {
      const path = pagesToVisit.shift() ?? '/'
      if (visited.has(path)) continue
      const response = await page.goto(path)
      expect(response?.status(), `${path} (linked from a crawled page)`).toBe(200)
      const found = await page.evaluate(
        (contacts) => ({
          // A phone number, email address or web address a visitor reads but cannot tap.
          unlinked: [...document.body.querySelectorAll('*')]
            .filter((element) => !element.closest('a, script, style, template'))
            .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE))
            .map((node) => node.textContent ?? '')
            .filter((text) => contacts.some((contact) => text.includes(contact))),
          ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
          links: [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? ''),
          assets: [
            ...[...document.querySelectorAll('link[href]:not([rel="canonical"])')].map((link) => link.getAttribute('href') ?? ''),
            ...[...document.querySelectorAll('script[src], img[src]')].map((element) => element.getAttribute('src') ?? ''),
            // What the boot script loads on the first interaction (see renderer/boot.ts).
            ...[...document.querySelectorAll('template')].flatMap((template) =>
              [...template.content.querySelectorAll('script[src], link[href]')].map(
                (tag) => tag.getAttribute('src') ?? tag.getAttribute('href') ?? '',
              ),
            ),
            ...[...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')].map(
              (meta) => meta.getAttribute('content') ?? '',
            ),
          ],
        }),
        // Every web address too, not only the reviews provider's.
        [...linkedWords(siteConfig).map((link) => link.text), 'https://'],
      )
      visited.set(path, new Set(found.ids))
      unlinked.push(...found.unlinked.map((text) => `${path}: ${text.trim()}`))
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

    // Unlisted pages (the thank-you page) are reached by doing something, never by a link.
    expect([...visited.keys()].sort(), 'every listed page is linked from somewhere').toEqual(
      expect.arrayContaining(allPages.filter((meta) => !meta.unlisted).map((meta) => meta.path)),
    )
    expect(unlinked, 'the phone number, email address and web addresses are links wherever a page says them').toEqual([])
    for (const asset of assets) expect((await request.get(asset)).status(), asset).toBe(200)
    for (const link of fragmentLinks) {
      expect(visited.get(link.path)?.has(link.id), `${link.from} links to ${link.path}#${link.id}`).toBe(true)
    }
  })
})

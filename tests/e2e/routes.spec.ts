import { allRoutes, expect, siteConfig, test, waitForHydration } from './fixtures.ts'
import { business } from '../../data/business.ts'
import { findPageMeta } from '../../data/site-pages.ts'

test.describe('every route', () => {
  for (const route of allRoutes) {
    test(`${route} is prerendered with its head and JSON-LD, and hydrates cleanly`, async ({ page, request, problems }) => {
      const meta = findPageMeta(route)
      if (!meta) throw new Error(`no metadata for ${route}`)
      const canonical = `${siteConfig.origin}${meta.path}`

      // What a crawler reads: the served HTML, before any script runs.
      const served = await request.get(route)
      expect(served.status()).toBe(200)
      const html = await served.text()
      expect(html).toContain('<html lang="en-GB">')
      expect(html).toMatch(/<h1[^>]*>/)
      expect(html).toContain(`<link data-rh="" rel="canonical" href="${canonical}"/>`)
      expect(html).not.toMatch(/\{(phone|email|key)\}|undefined<|\[object Object\]|NaN</)

      await page.goto(route)
      await expect(page).toHaveTitle(`${meta.title} | ${business.name}`)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description)
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', meta.keywords.join(', '))
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${siteConfig.origin}/og-image.png`)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')

      const jsonLd = JSON.parse((await page.locator('script#structured-data').textContent()) ?? '{}')
      const [businessLd, webPage] = jsonLd['@graph']
      expect(businessLd).toMatchObject({
        '@type': 'HVACBusiness',
        telephone: siteConfig.phone.href.replace('tel:', ''),
        email: siteConfig.email,
        priceRange: '££',
        aggregateRating: { ratingValue: 4.75, reviewCount: 4000 },
      })
      expect(webPage).toMatchObject({ '@type': 'WebPage', url: canonical })

      await waitForHydration(page)
      expect(problems.list).toEqual([])
    })
  }
})

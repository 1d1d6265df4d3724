// Every route as a crawler reads it: the prerendered HTML, its head and JSON-LD, and the
// scripts it would run as it opens. Plain HTTP: none of this depends on a browser or a width.
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { findPageMeta } from '../../data/site-pages.ts'
import { fetchPage, jsonLd } from '../support/html.ts'
import { allRoutes, missingRoute, siteConfig } from '../support/site.ts'
import { business, figures, openingHours, startingPrices } from '../../data/facts.ts'
import { errorPagesCopy as errorPages, navigation, registeredDetails, siteCopy, tradingAs } from '../../data/content.ts'
import { routes } from '../../data/routes.ts'

/**
 * TCP's initial congestion window, 10 segments of 1,460 bytes (RFC 6928), less what the server's
 * status line and chunked framing add to the headers and body (under 300 bytes, as measured).
 */
const firstFlightBytes = 10 * 1460 - 300

/** Text that means a value never arrived: a raw placeholder, or a value printed as nothing. */
const brokenText = /\{(phone|email|key)\}|\bundefined\b|\[object Object\]|\bNaN\b|\bTODO\b|[Ll]orem ipsum/

for (const route of allRoutes) {
  test(`${route} is complete HTML with its own head and JSON-LD`, async ({ request }) => {
    const meta = findPageMeta(route)
    if (!meta) throw new Error(`no metadata for ${route}`)
    const canonical = `${siteConfig.origin}${meta.path}`
    const page = await fetchPage(request, route)
    const { $ } = page

    expect(page.status).toBe(200)
    expect($('html').attr('lang')).toBe('en-GB')
    expect($('title').text()).toBe(`${meta.title} | ${business.name}`)
    expect($('link[rel="canonical"]').attr('href')).toBe(canonical)
    expect($('meta[name="description"]').attr('content')).toBe(meta.description)
    expect($('meta[name="keywords"]').attr('content')).toBe(meta.keywords.join(', '))
    // Search engines list every page but those reached only by doing something (the thank-you page).
    if (meta.unlisted) expect($('meta[name="robots"]').attr('content')).toBe('noindex')
    else expect($('meta[name="robots"]')).toHaveLength(0)
    expect($('meta[property="og:url"]').attr('content')).toBe(canonical)
    expect($('meta[property="og:image"]').attr('content')).toMatch(new RegExp(`^${siteConfig.origin}/`))
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image')

    expect($('h1')).toHaveLength(1)
    const levels = $('main')
      .find('h1, h2, h3, h4')
      .toArray()
      .map((heading) => Number(heading.tagName[1]))
    expect(levels[0]).toBe(1)
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0), `heading ${index} skips a level`).toBeLessThanOrEqual(1))
    expect(page.text('main').length, 'the page has its content before any script runs').toBeGreaterThan(400)
    expect(page.text('#root')).not.toMatch(brokenText)

    const [businessNode, webPage] = jsonLd(page)
    expect(businessNode).toMatchObject({
      '@type': 'HVACBusiness',
      name: business.name,
      telephone: siteConfig.phone.href.replace('tel:', ''),
      email: siteConfig.email,
      priceRange: business.priceRange,
      aggregateRating: {
        ratingValue: figures.ratingValue,
        reviewCount: figures.ratingCount,
        bestRating: figures.bestRating,
        worstRating: figures.worstRating,
      },
      openingHoursSpecification: openingHours.map((slot) => ({ dayOfWeek: slot.days, opens: slot.opens, closes: slot.closes })),
      areaServed: { '@type': 'GeoCircle', geoRadius: business.serviceRadiusMetres },
      // Both options, each from its starting price, VAT included.
      hasOfferCatalog: {
        itemListElement: [startingPrices.standard, startingPrices.noFix].map((price) => ({
          priceSpecification: { price, priceCurrency: 'GBP', valueAddedTaxIncluded: true },
        })),
      },
    })
    expect(webPage).toMatchObject({ '@type': 'WebPage', url: canonical, about: { '@id': `${siteConfig.origin}/#business` } })

    // Who is behind the site, on every page, as the trading disclosure rules ask.
    expect(page.text('footer')).toContain(tradingAs)
    expect(page.text('footer')).toContain(registeredDetails)
    expect(businessNode).toMatchObject({
      legalName: siteConfig.company.name,
      identifier: { value: siteConfig.company.number },
      address: { postalCode: business.address.postalCode },
    })

    // Compressed as the server sends it, with its headers, the page fits TCP's first flight, so it
    // arrives in one round trip on a new connection; one byte more costs a round trip (150 ms on a phone).
    const headerBytes = Object.entries(page.headers).reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0)
    expect(gzipSync(page.html).length + headerBytes, 'compressed page and headers, in bytes').toBeLessThanOrEqual(firstFlightBytes)
  })
}

test('an unknown address gets the 404 page, kept out of search results', async ({ request }) => {
  const page = await fetchPage(request, missingRoute)
  expect(page.status).toBe(404)
  expect(page.text('h1')).toBe(errorPages.notFound.heading)
  expect(page.text('main')).toContain('404')
  expect(page.$('main a[href="/"]').text()).toContain(siteCopy.buttons.returnHome)
  for (const { href } of navigation.main) expect(page.$(`main a[href="${href}"]`).length, href).toBeGreaterThan(0)
  expect(page.$(`main a[href="${routes.enquiry}"]`)).toHaveLength(1)
  expect(page.$('meta[name="robots"]').attr('content')).toBe('noindex')
  expect(page.$('link[rel="canonical"]')).toHaveLength(0)
  // The business, but no page node: the address is not a page.
  expect(jsonLd(page).map((node) => node['@type'])).toEqual(['HVACBusiness'])
})

import { describe, expect, it } from 'vitest'
import { serializeJsonLd, webPageNode } from '../../renderer/json-ld.ts'
import { buildPageHead } from '../../renderer/page-head.ts'
import { businessNode } from '../../renderer/structured-data.ts'
import { business, figures, openingHours, startingPrices } from '../../data/facts.ts'

describe('JSON-LD', () => {
  it('escapes characters that could end the script element or break a line', () => {
    const hostile = { '@context': 'https://schema.org', name: '</script><b>&\u2028\u2029' }
    const serialized = serializeJsonLd(hostile)
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(serialized)).toEqual(hostile)
  })

  it('describes the business from the data: rating, hours, area served and both offers from their starting prices', () => {
    expect(JSON.parse(JSON.stringify(businessNode()))).toMatchObject({
      '@type': 'HVACBusiness',
      name: business.name,
      priceRange: business.priceRange,
      aggregateRating: { ratingValue: figures.ratingValue, reviewCount: figures.ratingCount },
      areaServed: { '@type': 'GeoCircle', geoRadius: business.serviceRadiusMetres },
      openingHoursSpecification: openingHours.map((slot) => ({ dayOfWeek: slot.days, opens: slot.opens, closes: slot.closes })),
      hasOfferCatalog: {
        itemListElement: [
          { priceSpecification: { price: startingPrices.standard, priceCurrency: 'GBP', valueAddedTaxIncluded: true } },
          { priceSpecification: { price: startingPrices.noFix, priceCurrency: 'GBP', valueAddedTaxIncluded: true } },
        ],
      },
    })
  })

  it('gives each page its own node, tied to the business, and none to an error page', () => {
    const head = buildPageHead({ urlPathname: '/prices' })
    expect(webPageNode(head)).toMatchObject({
      url: head.canonicalUrl,
      name: head.title,
      about: { '@id': expect.stringMatching(/\/#business$/) },
    })
    expect(webPageNode(buildPageHead({ urlPathname: '/missing', is404: true }))).toBeNull()
  })
})

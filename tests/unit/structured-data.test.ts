import type { Graph } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import { resolveHead } from '../../renderer/page-head.ts'
import { buildStructuredData, serializeJsonLd } from '../../renderer/structured-data.ts'

describe('JSON-LD', () => {
  it('escapes characters that could end the script element or break a line', () => {
    const hostile = { '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: '</script><b>&\u2028\u2029' }] } as Graph
    const serialized = serializeJsonLd(hostile)
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(serialized)).toEqual(hostile)
  })

  it('describes the business with the rating, hours, area and offers of the spec', () => {
    const graph = buildStructuredData(resolveHead({ urlPathname: '/' }))
    const business = JSON.parse(JSON.stringify(graph['@graph'][0]))
    expect(business).toMatchObject({
      '@type': 'HVACBusiness',
      priceRange: '££',
      aggregateRating: { ratingValue: 4.75, reviewCount: 4000, bestRating: 5, worstRating: 1 },
      areaServed: { '@type': 'GeoCircle', geoRadius: 500000 },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
        { dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' },
      ],
    })
    expect(business.hasOfferCatalog.itemListElement.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name)).toEqual([
      'Standard pellet flush',
      'No Fix No Fee pellet flush',
    ])
  })
})

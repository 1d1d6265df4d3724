// The business's JSON-LD node, the same on every page, built at build time from the data the pages show.
import type { HVACBusiness, Offer, WithContext } from 'schema-dts'
import { siteConfig } from '../config/site-config.ts'
import { shareImagePath } from './share-image.ts'
import { business, figures, openingHours, startingPrices } from '../data/facts.ts'

function serviceOffer(name: string, description: string, price: number): Offer {
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name, description },
    priceSpecification: {
      '@type': 'PriceSpecification',
      price,
      minPrice: price,
      priceCurrency: 'GBP',
      valueAddedTaxIncluded: true,
    },
  }
}

export function businessNode(): WithContext<HVACBusiness> {
  const { origin } = siteConfig
  return {
    '@context': 'https://schema.org',
    '@type': 'HVACBusiness',
    '@id': `${origin}/#business`,
    name: business.name,
    legalName: siteConfig.company.name,
    identifier: { '@type': 'PropertyValue', propertyID: 'Companies House company number', value: siteConfig.company.number },
    ...(siteConfig.company.vatNumber ? { vatID: siteConfig.company.vatNumber } : {}),
    alternateName: business.alternateName,
    description: business.description,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    image: `${origin}${shareImagePath('/')}`,
    telephone: siteConfig.phone.href.replace('tel:', ''),
    email: siteConfig.email,
    foundingDate: String(figures.foundedYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: openingHours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days,
      opens: slot.opens,
      closes: slot.closes,
    })),
    priceRange: business.priceRange,
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
      geoRadius: business.serviceRadiusMetres,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Central heating cleaning',
      itemListElement: [
        serviceOffer('Standard pellet flush', 'Payment on completion whatever the outcome.', startingPrices.standard),
        serviceOffer('No Fix No Fee pellet flush', 'Payment only if the fix succeeds.', startingPrices.noFix),
      ],
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: figures.ratingValue,
      reviewCount: figures.ratingCount,
      bestRating: figures.bestRating,
      worstRating: figures.worstRating,
    },
  }
}

// JSON-LD for every page, built from the same data the pages show.
import type { Graph, HVACBusiness, Offer, WebPage } from 'schema-dts'
import { business } from '../data/business.ts'
import { figures } from '../data/figures.ts'
import { openingHours } from '../data/opening-hours.ts'
import { startingPrices } from '../data/pricing.ts'
import { siteConfig } from '../config/site-config.ts'
import type { ResolvedHead } from './page-head.ts'

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

function localBusiness(): HVACBusiness {
  const { origin } = siteConfig
  return {
    '@type': 'HVACBusiness',
    '@id': `${origin}/#business`,
    name: business.name,
    legalName: business.legalName,
    alternateName: business.alternateName,
    description: business.description,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    image: `${origin}/og-image.png`,
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

export function buildStructuredData(head: ResolvedHead): Graph {
  if (!head.canonicalUrl) return { '@context': 'https://schema.org', '@graph': [localBusiness()] }
  const webPage: WebPage = {
    '@type': 'WebPage',
    '@id': `${head.canonicalUrl}#webpage`,
    url: head.canonicalUrl,
    name: head.title,
    description: head.description,
    inLanguage: 'en-GB',
    about: { '@id': `${siteConfig.origin}/#business` },
  }
  return { '@context': 'https://schema.org', '@graph': [localBusiness(), webPage] }
}

const jsonLdEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON that is safe inside a <script> element: it can never close the tag or break a line. */
export const serializeJsonLd = (data: Graph): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => jsonLdEscapes[character] ?? character)

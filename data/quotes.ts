import { siteConfig } from '../config/site-config.ts'
import type { Quote } from './schemas.ts'

// Customer words, attributed by place and system only: no names are published.
// Every quote here today is a sample written to show the layout, not a real customer's review:
// `sample: true` keeps it out of a live site (config/go-live.ts refuses to publish it). Replace each
// with a real review, copied word for word from where it was left, with its date and star rating.
export const quotes: Quote[] = [
  {
    quote: 'Two power flushes and a new pump later, half our radiators were still cold. They were warm by teatime on the day of the flush.',
    attribution: 'Homeowner, Enfield',
    system: '8mm microbore, 1970s semi',
    source: siteConfig.reviews.providerName,
    date: '2026-09-14',
    rating: 5,
    sample: true,
    localArea: 'enfield',
  },
  {
    quote: 'Our plumber said the only fix was to rip out the microbore. The pellet flush cleared it without lifting a single floorboard.',
    attribution: 'Homeowner, Finchley',
    system: '10mm microbore, twin-entry valves',
    source: siteConfig.reviews.providerName,
    date: '2026-06-03',
    rating: 5,
    sample: true,
    localArea: 'finchley',
  },
  {
    quote: 'They explained both prices before touching anything, and we chose No Fix No Fee. Everything was hot before they packed up.',
    attribution: 'Homeowner, Muswell Hill',
    system: 'Plastic pipe, Edwardian conversion',
    source: siteConfig.reviews.providerName,
    date: '2026-02-19',
    rating: 5,
    sample: true,
    localArea: 'muswell-hill',
  },
  {
    quote:
      'The engineer showed us the sludge that came out and talked us through keeping the inhibitor topped up. Clear, tidy and on time.',
    attribution: 'Landlord, Wood Green',
    system: '10mm microbore, ground-floor flat',
    source: siteConfig.reviews.providerName,
    date: '2025-11-07',
    rating: 4,
    sample: true,
    localArea: 'wood-green',
  },
]

/** The quotes still marked as samples: none may be published on the live site. */
export const sampleQuotes = (list: readonly Quote[] = quotes): Quote[] => list.filter((quote) => quote.sample)

import type { Quote } from './schemas.ts'

// Customer words, attributed by place and system only: no names are published.
export const quotes: Quote[] = [
  {
    quote: 'Two power flushes and a new pump later, half our radiators were still cold. They were warm by teatime on the day of the flush.',
    attribution: 'Homeowner, Enfield',
    system: '8mm microbore, 1970s semi',
  },
  {
    quote: 'Our plumber said the only fix was to rip out the microbore. The pellet flush cleared it without lifting a single floorboard.',
    attribution: 'Homeowner, Finchley',
    system: '10mm microbore, twin-entry valves',
  },
  {
    quote: 'They explained both prices before touching anything, and we chose No Fix No Fee. Everything was hot before they packed up.',
    attribution: 'Homeowner, Muswell Hill',
    system: 'Plastic pipe, Edwardian conversion',
  },
  {
    quote:
      'The engineer showed us the sludge that came out and talked us through keeping the inhibitor topped up. Clear, tidy and on time.',
    attribution: 'Landlord, Wood Green',
    system: '10mm microbore, ground-floor flat',
  },
]

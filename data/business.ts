import type { Business } from './schemas.ts'

// The working name lives here only: change it once and every page, title and JSON-LD follows.
// The registered company name, number and office are settings (config/site-config.schema.ts).
export const business: Business = {
  name: 'Pellet Flush Heating',
  // Set to false once `name` is the name the business trades under (npm run check:live asks for it).
  workingName: true,
  alternateName: 'Pellet Flush',
  tagline: 'Blocked microbore & plastic pipe specialists',
  description:
    'We clear blocked central heating systems that a power flush could not fix, specialising in microbore and plastic pipes, with a patented dissolvable pellet flush. Based in North London, working across England from York to Dorset.',
  address: { locality: 'Palmers Green', area: 'North London', region: 'London', postalCode: 'N13', country: 'GB' },
  geo: { latitude: 51.6178, longitude: -0.1097 },
  serviceRadiusMetres: 500000,
  priceRange: '££',
  registeredIn: 'England and Wales',
  governingLaw: 'the law of England and Wales',
}

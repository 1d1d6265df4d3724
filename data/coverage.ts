import type { Coverage } from './schemas.ts'

export const coverage: Coverage = {
  regions: [
    { name: 'Southern England', areas: ['London and South East', 'South West to Dorset', 'Southern Counties'] },
    { name: 'Central England', areas: ['Midlands', 'East Midlands', 'West Midlands', 'East of England'] },
    { name: 'Northern England', areas: ['North West', 'Yorkshire up to York', 'East Midlands North'] },
  ],
  cities: [
    'London', 'Birmingham', 'Manchester', 'Liverpool', 'Leeds', 'Sheffield', 'Bristol', 'Nottingham',
    'Plymouth', 'Stoke-on-Trent', 'Wolverhampton', 'Derby', 'Southampton', 'Salford', 'Portsmouth', 'York',
    'Oxford', 'Cambridge', 'Bath', 'Exeter', 'Reading', 'Bournemouth', 'Poole', 'Leicester',
  ],
  ruralAndCoastal: [
    'Villages and farmhouses off the mains gas grid',
    'Coastal towns along the south coast',
    'The Isle of Wight',
    'Market towns across the Midlands and the North',
  ],
}

import type { Pricing } from './schemas.ts'

// Prices in pounds including VAT, chemicals and travel; the same in every area.
// They depend on every radiator in the house, towel rails included.
export const pricing: Pricing = {
  rows: [
    { radiators: '10 and under', standard: 1400, noFix: 2380 },
    { radiators: '11', standard: 1475, noFix: 2455 },
    { radiators: '12', standard: 1550, noFix: 2530 },
    { radiators: '13', standard: 1625, noFix: 2605 },
    { radiators: '14', standard: 1700, noFix: 2680 },
    { radiators: '15', standard: 1800, noFix: 2780 },
    { radiators: '16', standard: 1900, noFix: 2880 },
    { radiators: '17', standard: 2000, noFix: 2980 },
    { radiators: '18', standard: 2100, noFix: 3080 },
    { radiators: '19', standard: 2220, noFix: 3200 },
    { radiators: '20', standard: 2340, noFix: 3320 },
    { radiators: '21', standard: 2460, noFix: 3440 },
    { radiators: '22', standard: 2580, noFix: 3560 },
    { radiators: '23', standard: 2720, noFix: 3700 },
    { radiators: '24', standard: 2860, noFix: 3840 },
    { radiators: '25', standard: 3000, noFix: 3980 },
  ],
  contactFromRadiators: 26,
  standardGuaranteeYears: 1,
  noFixGuaranteeYears: 2,
  cancellationNoticeHours: 24,
  // Written as they read mid-sentence.
  paymentMethods: ['credit card', 'debit card', 'BACS bank transfer', 'PayPal'],
}

/** The smallest system's prices: what "from £…" means everywhere on the site. */
export const startingPrices = {
  radiators: pricing.rows[0]?.radiators ?? '',
  standard: Math.min(...pricing.rows.map((row) => row.standard)),
  noFix: Math.min(...pricing.rows.map((row) => row.noFix)),
}

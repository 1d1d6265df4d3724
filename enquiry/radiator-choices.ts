// The radiator counts the form offers, apart from the schema so that the prerendered form can
// list them without bringing the schema (zod, the phone and postcode tables) into the page.
import { pricing } from '../data/facts.ts'

/** The radiator counts offered: the first price row ("or fewer") to the count from which we quote by phone. */
export const radiatorChoices: { value: string; label: string }[] = [
  ...pricing.rows.map((row, index) => ({
    value: String(row.radiators),
    label: index === 0 ? `${row.radiators} or fewer` : String(row.radiators),
  })),
  { value: String(pricing.contactFromRadiators), label: `${pricing.contactFromRadiators} or more` },
]

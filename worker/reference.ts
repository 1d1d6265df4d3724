// The reference a visitor is shown and quotes on the phone, such as PF-7KQ2.

/** Crockford's base32 without I, L, O and U: nothing that reads as another character on the phone. */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const referencePattern = /^PF-[0-9A-HJKMNP-TV-Z]{4}$/

/** A random reference; 32 divides 256, so masking a random byte picks each character evenly. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4))
  return `PF-${[...bytes].map((byte) => referenceAlphabet[byte & 31]).join('')}`
}

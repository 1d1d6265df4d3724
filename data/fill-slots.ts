// The `{name}` syntax of every content file, with no data behind it: light enough for the code
// that loads on use in the browser and runs in the Worker (data/placeholders.ts fills the figures).

/** `{name}`: lower-case words and dots, so braces in ordinary text are left alone. */
export const placeholderPattern = /\{([a-zA-Z]+(?:\.[a-zA-Z]+)*)\}/g

/** The text with each `{name}` given in `values` filled in; any other is left as written. */
export const fillSlots = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(placeholderPattern, (whole, name: string) => values[name] ?? whole)

/** The names a text uses, e.g. ["postcode", "place"]. */
export const slotsIn = (text: string): string[] => [...text.matchAll(placeholderPattern)].flatMap(([, name]) => (name ? [name] : []))

type Slots = Readonly<Record<string, string>>

/** A value with every `{name}` given in `values` filled in, in each of its strings however deep. */
export function fillSlotsDeep<T>(value: T, values: Slots): T {
  if (typeof value === 'string') return fillSlots(value, values) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillSlotsDeep(item, values)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, fillSlotsDeep(field, values)])) as T
  }
  return value
}

/**
 * The value without the object fields left blank (""), however deep: Decap CMS saves an optional
 * text field the owner cleared as "", which means the field is absent, not an empty sentence.
 * List items are kept, so a blank one is still refused by the schema.
 */
export function withoutBlankFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutBlankFields(item)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) => (field === '' ? [] : [[key, withoutBlankFields(field)]])),
    ) as T
  }
  return value
}

// Placeholders: a name in braces inside the words of content/, such as "from {price.from.standard}",
// filled with its value wherever the words are read. data/content.ts fills the figures of every
// file at build time; a few are filled as the visitor uses the page ({count}, {typed}). No data
// here, so the code that runs in the browser and the Worker can use it.

/** `{name}`: letters and dots, so braces in ordinary text are left alone. */
export const placeholderPattern = /\{([a-zA-Z]+(?:\.[a-zA-Z]+)*)\}/g

/** Each placeholder's value, by name. */
export type PlaceholderValues = Readonly<Record<string, string>>

/** The value with each placeholder given in `values` filled in, in each of its strings however deep; any other is left as written. */
export function fillPlaceholders<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return value.replace(placeholderPattern, (whole, name: string) => values[name] ?? whole) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillPlaceholders(item, values)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, fillPlaceholders(field, values)])) as T
  }
  return value
}

/** The names a text uses, e.g. ["postcode", "place"]. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(placeholderPattern)].flatMap(([, name]) => (name ? [name] : []))

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

/** Each placeholder in a file's text not in `known`, as "file, line N: {name} is not a placeholder (…)". */
export const unknownPlaceholders = (file: string, text: string, known: PlaceholderValues): string[] =>
  text.split('\n').flatMap((line, index) =>
    [...line.matchAll(placeholderPattern)]
      .filter(([, name]) => name !== undefined && !(name in known))
      .map(
        ([whole]) =>
          `${file}, line ${index + 1}: ${whole} is not a placeholder (use one of ${Object.keys(known)
            .map((name) => `{${name}}`)
            .join(', ')})`,
      ),
  )

/**
 * Each placeholder in a file the placeholders are made from (content/business.json, pricing.json…):
 * such a file is read as written, so a placeholder there would show as typed.
 */
export const placeholdersNotAllowed = (file: string, text: string): string[] =>
  text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(placeholderPattern)].map(
        ([whole]) => `${file}, line ${index + 1}: ${whole}: placeholders cannot be used in this file, write the words`,
      ),
    )

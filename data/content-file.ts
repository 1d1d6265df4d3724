import type { z } from 'zod'

/** One file of content/ (or a value built from one), the schema that checks it, and its value as pages read it. */
export interface ContentFile {
  file: string
  schema: z.ZodType
  value: unknown
  /** Sentences of other files this one may quote as placeholders (see data/placeholders.ts). */
  more?: Readonly<Record<string, string>>
  /**
   * `false` for the files data/placeholders.ts builds its table from (business, coverage, figures…):
   * they are read as written, so the check refuses any placeholder in them. `'figures'` for
   * content/guarantee.json, filled from the figures alone.
   */
  placeholders?: false | 'figures'
}

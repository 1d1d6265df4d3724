import type { z } from 'zod'

/** One file of content/ (or a value built from one), the schema that checks it, and its value as pages read it. */
export interface ContentFile {
  file: string
  schema: z.ZodType
  value: unknown
  /** Sentences of other files this one may quote as placeholders (see data/placeholders.ts). */
  more?: Readonly<Record<string, string>>
}

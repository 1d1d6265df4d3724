// The CMS's form for one content file, derived from the zod schema that checks it (through its JSON
// Schema), so a field added to a schema appears in /admin/ with no second list to keep in step.
import { z } from 'zod'

/** The part of JSON Schema that z.toJSONSchema writes for the content schemas. */
export interface JsonSchema {
  type?: string
  title?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  /** Our own: the message zod gives when the pattern fails, so the CMS can say the same. */
  'x-pattern-message'?: string
  /** Our own, set with .meta() in a schema: a photo uploaded to public/<folder>, written as /<folder>/<file>. */
  'x-image-folder'?: string
}

/** A Decap CMS field, as written in config.yml. */
export interface CmsField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  default?: unknown
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  step?: number
  pattern?: [string, string]
  options?: string[]
  multiple?: boolean
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  collapsed?: boolean
  media_folder?: string
  public_folder?: string
}

/** What every field has before its widget is chosen. */
type FieldBase = Omit<CmsField, 'widget'>

/** The regex message of a zod string check, when it was given one. */
function patternMessage(schema: z.core.$ZodType): string | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def
    if (!('pattern' in def) || !(def.pattern instanceof RegExp) || !def.error) continue
    const message = def.error({ code: 'invalid_format', format: 'regex', input: '' } as unknown as Parameters<typeof def.error>[0])
    if (typeof message === 'string') return message
    if (message && typeof message.message === 'string') return message.message
  }
  return undefined
}

/** The schema as JSON Schema (as the file is written: io "input"), with each pattern's message kept. */
export function contentJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const message = jsonSchema.pattern === undefined ? undefined : patternMessage(zodSchema)
      if (message) jsonSchema['x-pattern-message'] = message
    },
  }) as JsonSchema
}

/** "footerQuickLinks" → "Footer quick links". */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Fields that name a row, in the order a list shows the first one as each row's summary. */
const summaryFields = ['radiators', 'name', 'label', 'title', 'question', 'heading', 'attribution', 'path', 'slug', 'id', 'code']

/** Zod's "no limit" for integers, which a form need not show. */
const unbounded = (value: number | undefined) => (value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined)

const decimals = (value: unknown) => (typeof value === 'number' ? (String(value).split('.')[1]?.length ?? 0) : 0)

function numberField(base: FieldBase, schema: JsonSchema, samples: unknown[]): CmsField {
  const integer = schema.type === 'integer'
  const low = unbounded(schema.minimum) ?? (integer ? unbounded(schema.exclusiveMinimum) : undefined)
  const high = unbounded(schema.maximum) ?? (integer ? unbounded(schema.exclusiveMaximum) : undefined)
  const field: CmsField = { ...base, widget: 'number', value_type: integer ? 'int' : 'float' }
  // An exclusive bound on a whole number is the next one in; on a decimal the build alone checks it.
  if (low !== undefined) field.min = schema.minimum === undefined ? low + 1 : low
  if (high !== undefined) field.max = schema.maximum === undefined ? high - 1 : high
  // A step as fine as the values written, so the browser does not mark 51.6178 as invalid.
  field.step = integer ? 1 : Number(`1e-${Math.max(2, ...samples.map(decimals))}`)
  return field
}

function stringField(base: FieldBase, schema: JsonSchema, samples: unknown[]): CmsField {
  const folder = schema['x-image-folder']
  if (folder) return { ...base, widget: 'image', media_folder: `/public/${folder}`, public_folder: `/${folder}` }
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(String) }
  // A paragraph gets a text box: by its limits, or by what the file holds now.
  const long =
    (schema.maxLength ?? 0) > 120 ||
    (schema.minLength ?? 0) >= 40 ||
    samples.some((sample) => typeof sample === 'string' && sample.length > 80)
  const field: CmsField = { ...base, widget: long ? 'text' : 'string' }
  const message = schema['x-pattern-message']
  if (schema.pattern && message) field.pattern = [schema.pattern, message]
  return field
}

function listField(base: FieldBase, schema: JsonSchema, samples: unknown[]): CmsField {
  const items = schema.items ?? {}
  const itemSamples = samples.flatMap((sample) => (Array.isArray(sample) ? (sample as unknown[]) : []))
  const bounds = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) }
  if (items.type === 'string' && items.enum)
    return { ...base, widget: 'select', multiple: true, options: items.enum.map(String), ...bounds }
  if (items.type === 'object') {
    const fields = objectFields(items, itemSamples)
    const summary = summaryFields.find((name) => fields.some((field) => field.name === name))
    return { ...base, widget: 'list', ...bounds, collapsed: true, ...(summary ? { summary: `{{fields.${summary}}}` } : {}), fields }
  }
  return { ...base, widget: 'list', ...bounds, field: cmsField('item', items, true, itemSamples) }
}

/** One field: its widget from its type, its hint from the schema's .describe(), required unless optional. */
export function cmsField(name: string, schema: JsonSchema, required: boolean, samples: unknown[]): CmsField {
  const base: FieldBase = { name, label: schema.title ?? humanise(name) }
  if (schema.description) base.hint = schema.description
  if (!required) base.required = false
  // A fixed value (the country GB, a five-star scale) is kept as it is, never offered for editing.
  if (schema.const !== undefined) return { ...base, widget: 'hidden', ...(required ? { default: schema.const } : {}) }
  switch (schema.type) {
    case 'number':
    case 'integer':
      return numberField(base, schema, samples)
    case 'string':
      return stringField(base, schema, samples)
    case 'boolean':
      return { ...base, widget: 'boolean' }
    case 'array':
      return listField(base, schema, samples)
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: objectFields(schema, samples) }
    default:
      // A shape the CMS has no widget for keeps its value untouched; the tests list any such field.
      return { ...base, widget: 'hidden' }
  }
}

/** The fields of an object, in the schema's order; `samples` are the values the file holds there now. */
export function objectFields(schema: JsonSchema, samples: unknown[]): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    cmsField(
      name,
      property,
      required.has(name),
      samples.map((sample) => (sample !== null && typeof sample === 'object' ? (sample as Record<string, unknown>)[name] : undefined)),
    ),
  )
}

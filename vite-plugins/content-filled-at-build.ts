// The browser build gets content/*.json with every placeholder already filled in, and without the
// words only sections sent once as HTML show (`sentOnceAsHtml` in data/copy/sections.schema.ts), and the light
// data/placeholders.client.ts in place of data/placeholders.ts, whose table of figures imports
// half of data/ (prices, company, enquiry words): ~4 KB gzip the visitor would download only to
// write "£1,400" into a sentence the build could write once. The server build and the tests keep
// the real module, so both paths give the same words (the prerendered HTML is what hydrates).
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const placeholdersModule = fileURLToPath(new URL('../data/placeholders.ts', import.meta.url))
const browserPlaceholders = fileURLToPath(new URL('../data/placeholders.client.ts', import.meta.url))
const contentDir = fileURLToPath(new URL('../content/', import.meta.url))

type FillPlaceholders = <T>(value: T) => T

/** The value without the fields at `paths` (each a list of keys from the top of the file). */
function withoutPaths(value: unknown, paths: string[][]): unknown {
  for (const path of paths) {
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value)
    const last = path.at(-1)
    if (last !== undefined && typeof parent === 'object' && parent !== null) Reflect.deleteProperty(parent, last)
  }
  return value
}

export function contentFilledAtBuild(): Plugin {
  let fill: FillPlaceholders | undefined
  /** For each content file, by absolute path, the fields the browser never needs. */
  const htmlOnly = new Map<string, string[][]>()
  return {
    name: 'content-filled-at-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      // Loaded here, after vite.config.ts has exposed the build's settings, which the figures read.
      fill = (await import('../data/placeholders.ts')).fillPlaceholders
      const { contentFiles } = await import('../data/validate.ts')
      const { sentOnceAsHtmlPaths } = await import('../data/copy/sections.schema.ts')
      for (const { file, schema } of contentFiles.filter(({ file }) => file.endsWith('.json'))) {
        htmlOnly.set(fileURLToPath(new URL(`../${file}`, import.meta.url)), sentOnceAsHtmlPaths(schema))
      }
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith('placeholders.ts')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === placeholdersModule ? browserPlaceholders : null
    },
    transform(code, id) {
      if (!fill || !id.startsWith(contentDir) || !id.endsWith('.json')) return null
      const value: unknown = JSON.parse(code)
      return { code: JSON.stringify(withoutPaths(fill(value), htmlOnly.get(id) ?? [])), map: null }
    },
  }
}

// The scripts a prerendered page runs inline, each bundled with its imports and minified:
// renderer/boot.ts (every page: loads the app on the first interaction),
// renderer/start-third-parties.ts (pages with a chat, reviews or booking panel) and
// renderer/prefill-enquiry.ts (the page with the enquiry form). Inline, they cost
// no request before the first paint; each page's CSP allows exactly the texts it carries, by their
// hashes (vite-plugins/static-host-plugin.ts).
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { build, minify, type Rolldown } from 'vite'

export interface InlineScript {
  code: string
}

export interface InlineScripts {
  boot: InlineScript
  startThirdParties: InlineScript
  prefillEnquiry: InlineScript
}

const sources = {
  boot: '../renderer/boot.ts',
  startThirdParties: '../renderer/start-third-parties.ts',
  prefillEnquiry: '../renderer/prefill-enquiry.ts',
} satisfies Record<keyof InlineScripts, string>

/** One ES module with the file's imports inlined. */
async function bundle(file: string): Promise<string> {
  const output = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: { write: false, lib: { entry: file, formats: ['es'], fileName: 'inline' } },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk') : [],
  )
  const [chunk, ...others] = chunks
  if (!chunk || others.length > 0) throw new Error(`${file} must bundle to one chunk, not ${chunks.length}`)
  return chunk.code
}

async function compile(relativePath: string): Promise<InlineScript> {
  const file = fileURLToPath(new URL(relativePath, import.meta.url))
  const { code, errors } = await minify('inline.js', await bundle(file), { module: true })
  const name = relativePath.replace('../', '')
  if (errors.length > 0 || /\bexport\b|\bimport\s*[\w{*"'`]/.test(code)) {
    throw new Error(`${name} must compile to one self-contained script: ${errors.map(String).join('; ') || 'it imports or exports'}`)
  }
  if (/<\/script/i.test(code)) throw new Error(`${name}: the compiled script must not contain "</script", or it would end its own tag`)
  return { code }
}

/** The CSP source that allows exactly this inline script's text. */
export const cspHashOf = (code: string): string => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

async function compileAll(): Promise<InlineScripts> {
  const [boot, startThirdParties, prefillEnquiry] = await Promise.all(
    [sources.boot, sources.startThirdParties, sources.prefillEnquiry].map(compile),
  )
  if (!boot || !startThirdParties || !prefillEnquiry) throw new Error('an inline script did not compile')
  return { boot, startThirdParties, prefillEnquiry }
}

/**
 * Vite and Vike load the configuration several times in one `vike build` (once per environment
 * and more), each time evaluating this module afresh, so the result is kept on the process.
 */
const processCache = Symbol.for('pellet-flush.inline-scripts')
type ProcessWithCache = typeof globalThis & { [processCache]?: Promise<InlineScripts> }

/** Compiles the inline scripts once per build process. */
export function compileInlineScripts(): Promise<InlineScripts> {
  const holder = globalThis as ProcessWithCache
  holder[processCache] ??= compileAll()
  return holder[processCache]
}

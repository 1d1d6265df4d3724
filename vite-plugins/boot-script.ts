// renderer/boot.ts, bundled with its imports and minified into the inline script every
// prerendered page carries. Inline, it costs no request before the first paint; the CSP allows
// it by its hash.
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { build, minify, type Rolldown } from 'vite'

const bootSource = fileURLToPath(new URL('../renderer/boot.ts', import.meta.url))

export interface BootScript {
  code: string
  /** The CSP source that allows exactly this script, e.g. 'sha256-…'. */
  cspHash: string
}

/** One ES module with boot.ts's imports inlined; its dynamic imports (the app, the widgets) stay as they are. */
async function bundleBootScript(): Promise<string> {
  const output = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: { write: false, lib: { entry: bootSource, formats: ['es'], fileName: 'boot' } },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk') : [],
  )
  const [chunk, ...others] = chunks
  if (!chunk || others.length > 0) throw new Error(`renderer/boot.ts must bundle to one chunk, not ${chunks.length}`)
  return chunk.code
}

export async function compileBootScript(): Promise<BootScript> {
  const minified = await minify('boot.js', await bundleBootScript(), { module: true })
  const { code, errors } = minified
  if (errors.length > 0 || /\bexport\b|\bimport\s*[\w{*"'`]/.test(code)) {
    throw new Error(
      `renderer/boot.ts must compile to one self-contained script: ${errors.map(String).join('; ') || 'it imports or exports'}`,
    )
  }
  if (/<\/script/i.test(code))
    throw new Error('renderer/boot.ts: the compiled script must not contain "</script", or it would end its own tag')
  return { code, cspHash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` }
}

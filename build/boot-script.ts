// renderer/boot.ts, compiled and minified into the inline script every prerendered page
// carries. Inline, it costs no request before the first paint; the CSP allows it by its hash.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { minify, transformWithOxc } from 'vite'

const bootSource = new URL('../renderer/boot.ts', import.meta.url)

export interface BootScript {
  code: string
  /** The CSP source that allows exactly this script, e.g. 'sha256-…'. */
  cspHash: string
}

export async function compileBootScript(): Promise<BootScript> {
  const source = await readFile(bootSource, 'utf8')
  const { code: javascript } = await transformWithOxc(source, bootSource.pathname, { lang: 'ts' })
  const minified = await minify('boot.js', javascript, { module: true })
  // The type import leaves an empty `export {}` behind; anything else imported or exported would break inlining.
  const code = minified.code.replace(/export\s*\{\s*\};?\s*$/, '')
  const { errors } = minified
  if (errors.length > 0 || /\bexport\b|\bimport\s*[\w{*"'`]/.test(code)) {
    throw new Error(`renderer/boot.ts must compile to one self-contained script: ${errors.map(String).join('; ') || 'it imports or exports'}`)
  }
  if (/<\/script/i.test(code)) throw new Error('renderer/boot.ts: the compiled script must not contain "</script", or it would end its own tag')
  return { code, cspHash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` }
}

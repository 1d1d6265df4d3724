// Builds renderer/boot.ts as its own small file and, once Vike has prerendered the pages, puts
// it in place of the app's entry script and preloads in each one (see defer-app-scripts.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { deferAppScripts } from './defer-app-scripts.ts'

const bootModule = fileURLToPath(new URL('../renderer/boot.ts', import.meta.url))
/** One file for the boot script and the widget registry it shares with the app. */
const bootChunk = { name: 'boot', test: /renderer[\\/]boot\.ts$|components[\\/]integrations[\\/](third-party-scripts|added-nodes)\.ts$/ }
/**
 * Vike builds the browser files into <dist>/client and the server into <dist>/server, with a
 * fresh copy of this plugin each time; the client build leaves the boot file's name here.
 */
const bootNameFile = (distDir: string) => path.join(distDir, 'boot-script.json')

export function deferredApp(): Plugin {
  return {
    name: 'deferred-app',
    apply: 'build',
    configEnvironment(name) {
      if (name === 'client') return { build: { rolldownOptions: { output: { codeSplitting: { groups: [bootChunk] } } } } }
    },
    buildStart() {
      if (this.environment.name === 'client') {
        this.emitFile({ type: 'chunk', id: bootModule, name: 'boot', preserveSignature: 'allow-extension' })
      }
    },
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      const boot = Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.includes(bootModule))
      if (!boot) this.error('the boot script (renderer/boot.ts) is missing from the client build')
      await writeFile(bootNameFile(path.dirname(options.dir)), JSON.stringify({ src: `/${boot.fileName}` }))
    },
    // Vike prerenders while writing the server build, so the pages exist once that closes.
    async closeBundle() {
      const outDir = this.environment.config.build.outDir
      if (this.environment.name !== 'ssr') return
      const distDir = path.dirname(path.resolve(this.environment.config.root, outDir))
      const { src } = JSON.parse(await readFile(bootNameFile(distDir), 'utf8')) as { src: string }
      const clientDir = path.join(distDir, 'client')
      const pages = (await readdir(clientDir, { recursive: true })).filter((name) => name.endsWith('.html'))
      for (const page of pages) {
        const file = path.join(clientDir, page)
        await writeFile(file, deferAppScripts(await readFile(file, 'utf8'), src, path.relative(process.cwd(), file)))
      }
    },
  }
}

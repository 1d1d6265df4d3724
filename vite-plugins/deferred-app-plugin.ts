// Once Vike has prerendered the pages, puts the inline boot script in place of the app's entry
// script and preloads in each one (see defer-app-scripts.ts and renderer/boot.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { compileBootScript } from './boot-script.ts'
import { deferAppScripts } from './defer-app-scripts.ts'

const registryModule = fileURLToPath(new URL('../components/integrations/third-party-scripts.ts', import.meta.url))
/**
 * Vike builds the browser files into <dist>/client, then the server into <dist>/server with a
 * fresh copy of this plugin; the client build leaves the registry chunk's name here.
 */
const registryNameFile = (distDir: string) => path.join(distDir, 'widget-registry.json')

export function deferredApp(): Plugin {
  return {
    name: 'deferred-app',
    apply: 'build',
    buildStart() {
      // The widget registry as an entry of its own: the boot script imports it by URL before the
      // app loads, so it needs its export names kept, and none of the React code the widget
      // panels share with it. The app imports the same file, so there is one registry.
      if (this.environment.name === 'client') {
        this.emitFile({ type: 'chunk', id: registryModule, name: 'widget-registry', preserveSignature: 'allow-extension' })
      }
    },
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      const registry = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === registryModule)
      if (!registry) this.error('the widget registry (components/integrations/third-party-scripts.ts) is missing from the client build')
      await writeFile(registryNameFile(path.dirname(options.dir)), JSON.stringify({ src: `/${registry.fileName}` }))
    },
    // Vike prerenders while writing the server build, so the pages exist once that closes.
    async closeBundle() {
      if (this.environment.name !== 'ssr') return
      const distDir = path.dirname(path.resolve(this.environment.config.root, this.environment.config.build.outDir))
      const { src } = JSON.parse(await readFile(registryNameFile(distDir), 'utf8')) as { src: string }
      const boot = { code: (await compileBootScript()).code, widgetRegistrySrc: src }
      const clientDir = path.join(distDir, 'client')
      const pages = (await readdir(clientDir, { recursive: true })).filter((name) => name.endsWith('.html'))
      for (const page of pages) {
        const file = path.join(clientDir, page)
        await writeFile(file, deferAppScripts(await readFile(file, 'utf8'), boot, path.relative(process.cwd(), file)))
      }
    },
  }
}

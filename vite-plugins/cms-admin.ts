// Serves /admin/ (Decap CMS) in `npm run dev` and writes it into the build, beside the pages but
// not through Vike: it is no page of the site, and loads nothing any other page loads.
import { createReadStream, readdirSync } from 'node:fs'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'
import { cmsConfigYaml, type CmsSettings } from './cms-config.ts'
import { cmsAdminHeaders, cmsAdminHtml, cmsAdminPagePaths, cmsAdminPath } from './cms-page.ts'
import type { ContentFile } from '../data/content.ts'

const decapDist = path.join(path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist')

/** The bundle, the chunks it loads on demand (editors, image encoders) and its licence; not the source maps. */
const isDecapFile = (name: string) => /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$|^[0-9a-f]+\.wasm$/.test(name)
const decapFiles = () => readdirSync(decapDist).filter(isDecapFile)

interface ValidateModule {
  contentFiles: ContentFile[]
}

export function cmsAdmin(settings: CmsSettings): Plugin {
  // Vite also runs closeBundle when `npm run dev` stops: only a build writes the files.
  let building = false
  return {
    name: 'cms-admin',
    configResolved(config) {
      building = config.command === 'build'
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost')
        const name = url.pathname.startsWith(`${cmsAdminPath}/`) ? url.pathname.slice(cmsAdminPath.length + 1) : null
        const send = (type: string, body?: string) => {
          for (const [header, value] of cmsAdminHeaders()) response.setHeader(header, value)
          response.setHeader('Content-Type', type)
          if (body !== undefined) response.end(body)
        }
        try {
          if ((cmsAdminPagePaths as readonly string[]).includes(url.pathname)) return send('text/html; charset=utf-8', cmsAdminHtml)
          if (name === 'config.yml') {
            // Loaded afresh through Vite, so a schema edited while the server runs shows in the form.
            const { contentFiles } = (await server.ssrLoadModule('/data/validate.ts')) as ValidateModule
            return send('text/yaml; charset=utf-8', cmsConfigYaml(contentFiles, settings))
          }
          if (name && isDecapFile(name)) {
            send(name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8')
            return createReadStream(path.join(decapDist, name)).pipe(response)
          }
          next()
        } catch (error) {
          next(error)
        }
      })
    },
    // Written after the pages are prerendered and checked (prerender-check.ts reads every page as
    // Vike's), as the last step of the build, with the content checked by then.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!building || this.environment.name !== 'ssr') return
        const { root, build } = this.environment.config
        const adminDir = path.join(path.dirname(path.resolve(root, build.outDir)), 'client', cmsAdminPath)
        const { contentFiles } = (await import('../data/validate.ts')) as ValidateModule
        await mkdir(adminDir, { recursive: true })
        await Promise.all([
          writeFile(path.join(adminDir, 'index.html'), cmsAdminHtml),
          writeFile(path.join(adminDir, 'config.yml'), cmsConfigYaml(contentFiles, settings)),
          ...decapFiles().map((name) => copyFile(path.join(decapDist, name), path.join(adminDir, name))),
        ])
      },
    },
  }
}

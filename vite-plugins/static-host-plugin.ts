// Writes the files a static host reads next to the prerendered pages, and makes `vike preview`
// apply `_headers` the way Netlify and Cloudflare Pages do, so tests run under the real CSP.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { SiteConfig } from '../config/site-config.schema.ts'
import { robotsTxt, sitemapXml } from './crawler-files.ts'
import { formatHeadersFile, headerRules, headersForPath, parseHeadersFile } from './security-headers.ts'

const headersFileName = '_headers'

export interface SitePaths {
  /** Each page's own path, for the sitemap. */
  canonical: string[]
  /** Every URL a page is served at, aliases included. */
  served: string[]
}

/** `inlineScriptHashes`: the CSP sources of the scripts the pages carry inline. */
export function staticHostFiles(config: SiteConfig, paths: SitePaths, inlineScriptHashes: readonly string[]): Plugin {
  return {
    name: 'static-host-files',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return
      const files = {
        'sitemap.xml': sitemapXml(config.origin, paths.canonical),
        'robots.txt': robotsTxt(config.origin),
        [headersFileName]: formatHeadersFile(headerRules(config, paths.served, inlineScriptHashes)),
      }
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

/** `vike preview` sends the headers of `_headers`, so the browser tests run under the real CSP. */
export function previewHeaders(): Plugin {
  return {
    name: 'preview-headers',
    configurePreviewServer(server) {
      // Vike writes the browser files to <outDir>/client, which is what its preview serves.
      const file = path.resolve(server.config.root, server.config.build.outDir, 'client', headersFileName)
      const rules = parseHeadersFile(readFileSync(file, 'utf8'))
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '/').split(/[?#]/)[0] ?? '/'
        for (const [name, value] of headersForPath(rules, pathname)) response.setHeader(name, value)
        // Vike's 404 fallback sends 404.html without a type, which under `nosniff` the browser
        // would show as text; static hosts label it HTML, so do the same just before headers go.
        const writeHead = response.writeHead.bind(response)
        response.writeHead = ((...args: Parameters<typeof writeHead>) => {
          if (response.statusCode === 404 && !response.hasHeader('Content-Type'))
            response.setHeader('Content-Type', 'text/html; charset=utf-8')
          return writeHead(...args)
        }) as typeof response.writeHead
        next()
      })
    },
  }
}

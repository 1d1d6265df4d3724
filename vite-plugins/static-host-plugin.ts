// Writes the files a static host reads next to the prerendered pages: the sitemap, robots.txt, the
// guides' feed and `_headers` (read by Workers static assets, which `npm start` and the tests run,
// and by Netlify). `_headers` waits for the prerendered pages: each page's policy allows the
// inline scripts found in it.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { SiteConfig } from '../config/site-config.schema.ts'
import { routes } from '../data/routes.ts'
import { atomFeed, robotsTxt, sitemapXml } from './crawler-files.ts'
import { cspHashOf } from './inline-scripts.ts'
import { formatHeadersFile, headerRules, type PagePolicy } from './security-headers.ts'

const headersFileName = '_headers'

export interface SitePaths {
  /** Each page's own path, for the sitemap. */
  canonical: string[]
  /** Every URL a page is served at, aliases included. */
  served: string[]
}

/** The prerendered file a path is served from: `/` is index.html, `/prices` prices/index.html. */
const htmlFileOf = (page: string): string => (page.endsWith('.html') ? page.slice(1) : path.join(page.slice(1), 'index.html'))

/** The texts of the scripts a page runs inline, as renderer/+onRenderHtml.tsx writes them. */
export const inlineScriptTexts = (html: string): string[] =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')

export function staticHostFiles(config: SiteConfig, paths: SitePaths): Plugin {
  return {
    name: 'static-host-files',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      // Loaded when the bundle is written, after data/ can read the build constants.
      const [{ guides, guidesFeedPath, guidesFeedTitle }, { business }] = await Promise.all([
        import('../data/guides.ts'),
        import('../data/facts.ts'),
      ])
      const files = {
        'sitemap.xml': sitemapXml(config.origin, paths.canonical),
        'robots.txt': robotsTxt(config.origin),
        [guidesFeedPath.slice(1)]: atomFeed(config.origin, guidesFeedPath, routes.guides, guidesFeedTitle, business.name, guides),
      }
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source })
    },
    // Vike prerenders while writing the server build, so the pages exist once that closes.
    async closeBundle() {
      if (this.environment.name !== 'ssr') return
      const { root, build } = this.environment.config
      const clientDir = path.join(path.dirname(path.resolve(root, build.outDir)), 'client')
      const pages: PagePolicy[] = await Promise.all(
        [...paths.served, '/404.html'].map(async (page) => ({
          path: page,
          inlineScriptHashes: inlineScriptTexts(await readFile(path.join(clientDir, htmlFileOf(page)), 'utf8')).map(cspHashOf),
        })),
      )
      await writeFile(path.join(clientDir, headersFileName), formatHeadersFile(headerRules(config, pages)))
    },
  }
}

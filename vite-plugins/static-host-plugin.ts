// Writes the files a static host reads next to the prerendered pages: the sitemap, robots.txt, the
// guides' feed and `_headers` (read by Workers static assets, which `npm start` and the tests run,
// and by Netlify).
import type { Plugin } from 'vite'
import type { SiteConfig } from '../config/site-config.schema.ts'
import { atomFeed, robotsTxt, sitemapXml } from './crawler-files.ts'
import { formatHeadersFile, headerRules } from './security-headers.ts'

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
    async generateBundle() {
      if (this.environment.name !== 'client') return
      // Loaded when the bundle is written, after data/ can read the build constants.
      const [{ guides, guidesFeedPath, guidesFeedTitle, guidesPath }, { business }] = await Promise.all([
        import('../data/guides.ts'),
        import('../data/business.ts'),
      ])
      const files = {
        'sitemap.xml': sitemapXml(config.origin, paths.canonical),
        'robots.txt': robotsTxt(config.origin),
        [guidesFeedPath.slice(1)]: atomFeed(config.origin, guidesFeedPath, guidesPath, guidesFeedTitle, business.name, guides),
        [headersFileName]: formatHeadersFile(headerRules(config, paths.served, inlineScriptHashes)),
      }
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

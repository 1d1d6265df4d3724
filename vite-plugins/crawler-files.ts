// sitemap.xml and robots.txt, generated at build time from the same page list the router
// prerenders, so a new page or area can never be missing from them.
import { cmsAdminPath } from './cms-page.ts'

/** One <url> per canonical page path; aliases are left out because they canonicalise elsewhere. */
export function sitemapXml(origin: string, canonicalPaths: readonly string[]): string {
  const urls = canonicalPaths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(origin: string): string {
  // The CMS's page is for the business alone; it is also noindex, and in no sitemap.
  return ['User-agent: *', 'Allow: /', `Disallow: ${cmsAdminPath}`, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character)
}

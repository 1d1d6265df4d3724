// sitemap.xml, robots.txt and the guides' Atom feed, generated at build time from the same page list
// and guides the router prerenders, so a new page, area or guide can never be missing from them.
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

export interface FeedGuide {
  path: string
  title: string
  summary: string
  datePublished: string
  dateModified: string
}

/** Atom wants full timestamps; a guide is dated by the day, so midnight UTC. */
const timestamp = (isoDate: string) => `${isoDate}T00:00:00Z`

/** The guides' Atom 1.0 feed (RFC 4287), dated by the newest change to any guide. */
export function atomFeed(
  origin: string,
  feedPath: string,
  indexPath: string,
  title: string,
  author: string,
  guides: readonly FeedGuide[],
): string {
  const updated =
    guides
      .map((guide) => guide.dateModified)
      .sort()
      .at(-1) ?? '1970-01-01'
  const entries = guides.map((guide) =>
    [
      '  <entry>',
      `    <id>${escapeXml(`${origin}${guide.path}`)}</id>`,
      `    <title>${escapeXml(guide.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${origin}${guide.path}`)}"/>`,
      `    <published>${timestamp(guide.datePublished)}</published>`,
      `    <updated>${timestamp(guide.dateModified)}</updated>`,
      `    <summary>${escapeXml(guide.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  <id>${escapeXml(`${origin}${indexPath}`)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <updated>${timestamp(updated)}</updated>`,
    `  <author><name>${escapeXml(author)}</name><uri>${escapeXml(`${origin}/`)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${feedPath}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}${indexPath}`)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text as XML (or HTML) text or attribute value: all five special characters as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character)
}

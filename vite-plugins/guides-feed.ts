// The guides' Atom 1.0 feed (RFC 4287) at /guides/feed.xml, written at build time from the same
// guides the pages are prerendered from.
import type { Plugin } from 'vite'
import type { SiteConfig } from '../config/site-config.schema.ts'

export interface FeedGuide {
  path: string
  title: string
  summary: string
  datePublished: string
  dateModified: string
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character)

/** Atom wants full timestamps; a guide is dated by the day, so midnight UTC. */
const timestamp = (isoDate: string) => `${isoDate}T00:00:00Z`

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

/** Writes the feed into the client build. The guides are loaded when the bundle is written, after data/ can read the build constants. */
export function guidesFeed(config: SiteConfig): Plugin {
  return {
    name: 'guides-feed',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const [{ guides, guidesFeedPath, guidesFeedTitle, guidesPath }, { business }] = await Promise.all([
        import('../data/guides.ts'),
        import('../data/business.ts'),
      ])
      const source = atomFeed(config.origin, guidesFeedPath, guidesPath, guidesFeedTitle, business.name, guides)
      this.emitFile({ type: 'asset', fileName: guidesFeedPath.slice(1), source })
    },
  }
}

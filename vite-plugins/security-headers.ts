// The HTTP headers every static host should send, written as a `_headers` file (the format
// Netlify and Cloudflare Pages read). The Content-Security-Policy is derived from the integration
// settings, so pointing the chat, booking or reviews at a new provider updates it. No
// Referrer-Policy: every current browser's default is the strict-origin-when-cross-origin it would
// say, and its 51 bytes would come out of each page's first flight.
import type { SiteConfig } from '../config/site-config.schema.ts'
import { cmsAdminHeaders, cmsAdminPagePaths } from './cms-page.ts'
import { formatPolicy } from './csp.ts'

const originOf = (url: string): string => new URL(url).origin

/** The origins of the chat, reviews and booking providers, each once. */
export function thirdPartyOrigins(config: SiteConfig): { widgets: string[]; booking: string; all: string[] } {
  const widgets = [...new Set([originOf(config.chat.scriptUrl), originOf(config.reviews.scriptUrl)])]
  const booking = originOf(config.booking.embedUrl)
  return { widgets, booking, all: [...new Set([booking, ...widgets])] }
}

/**
 * Scripts may come only from this site, the chat and reviews providers and the inline scripts
 * whose hashes are given (the boot script); nothing may be evaluated from strings. Styles allow
 * 'unsafe-inline' because Emotion writes the critical CSS into <style> elements and adds rules
 * at run time, and widgets style themselves inline.
 */
export function contentSecurityPolicy(config: SiteConfig, inlineScriptHashes: readonly string[] = []): string {
  const { widgets, booking, all } = thirdPartyOrigins(config)
  return formatPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...widgets],
    'style-src': ["'self'", "'unsafe-inline'", ...widgets],
    'img-src': ["'self'", 'data:', ...widgets],
    'font-src': ["'self'", ...widgets],
    // The booking provider too: one HEAD request tells its page from the browser's error page (frame-slot.ts).
    'connect-src': ["'self'", ...widgets, booking],
    'frame-src': all,
    'form-action': ["'self'", booking],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

export interface HeaderRule {
  /** A request path; `*` matches any run of characters, as on Netlify and Cloudflare. */
  pattern: string
  headers: [name: string, value: string][]
  /** Headers an earlier rule set that this path must not carry (Cloudflare's `! Name` line). */
  detach?: string[]
}

/**
 * Revalidate pages on every visit, so a price change reaches visitors at once: `no-cache` lets any
 * cache keep a page but never use it unchecked (max-age=0, must-revalidate in fewer of the first
 * flight's bytes).
 */
export const revalidateCacheControl = 'no-cache'
/** Vite puts a content hash in every file name under /assets/, so those never change. */
export const immutableCacheControl = 'public, max-age=31536000, immutable'

/** A prerendered page's path, and the hashes of the inline scripts it carries. */
export interface PagePolicy {
  path: string
  inlineScriptHashes: readonly string[]
}

/**
 * Every path gets the policy allowing every inline script (the 404 page is served at any unknown
 * path); each page replaces it with one allowing only its own, which keeps a page's headers short
 * enough for its first flight of bytes (tests/http/pages.spec.ts).
 */
export function headerRules(config: SiteConfig, pages: readonly PagePolicy[]): HeaderRule[] {
  const allHashes = [...new Set(pages.flatMap((page) => page.inlineScriptHashes))]
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(config, allHashes)],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
        ['X-Content-Type-Options', 'nosniff'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
      ],
    },
    { pattern: '/assets/*', headers: [['Cache-Control', immutableCacheControl]] },
    // Drawings and share images keep their names when the data behind them changes.
    ...['/art/*', '/og/*'].map((pattern): HeaderRule => ({ pattern, headers: [['Cache-Control', revalidateCacheControl]] })),
    // Listed one by one: a `/*` rule would be merged with the /assets/* one by the hosts.
    ...pages.map((page): HeaderRule => ({
      pattern: page.path,
      detach: ['Content-Security-Policy'],
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(config, page.inlineScriptHashes)],
        ['Cache-Control', revalidateCacheControl],
      ],
    })),
    // The CMS (vite-plugins/cms-page.ts) replaces the site's policy with its own, on its page alone.
    ...cmsAdminPagePaths.map((pattern): HeaderRule => ({ pattern, detach: ['Content-Security-Policy'], headers: cmsAdminHeaders() })),
  ]
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map((rule) =>
        [
          rule.pattern,
          ...(rule.detach ?? []).map((name) => `  ! ${name}`),
          ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
        ].join('\n'),
      )
      .join('\n\n') + '\n'
  )
}

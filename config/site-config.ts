import type { SiteConfig } from './site-config.schema.ts'

// Replaced at build time by vite.config.ts (config/build-constants.ts), so the server and the
// browser read the same values.
declare const __SITE_CONFIG__: SiteConfig
declare const __BUILD_DATE__: string

/** The validated configuration: contact values, provider ids, the origin. */
export const siteConfig: SiteConfig = __SITE_CONFIG__

/** The day the site was built: the legal pages' "last updated" and the copyright year. */
export const buildDate = new Date(__BUILD_DATE__)

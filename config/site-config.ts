import type { SiteConfig } from './site-config.schema.ts'

// Replaced at build time by vite.config.ts with the validated configuration.
declare const __SITE_CONFIG__: SiteConfig

export const siteConfig: SiteConfig = __SITE_CONFIG__

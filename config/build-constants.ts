// The build-time constants that vite.config.ts and vitest.config.ts both define, so that
// config/site-config.ts reads the same values in the site and in tests.
import { resolveSiteConfig, type SiteConfig } from './site-config.schema.ts'

export interface BuildConstants {
  __SITE_CONFIG__: SiteConfig
  __BUILD_DATE__: string
}

export function resolveBuildConstants(env: Partial<Record<string, string | undefined>>): BuildConstants {
  return { __SITE_CONFIG__: resolveSiteConfig(env), __BUILD_DATE__: new Date().toISOString().slice(0, 10) }
}

/** Makes the constants visible to data/ modules loaded by the config itself. */
export function exposeBuildConstants(constants: BuildConstants): Record<string, string> {
  Object.assign(globalThis, constants)
  return Object.fromEntries(Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)]))
}

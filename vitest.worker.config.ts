// The Worker's tests, inside workerd as production runs it (@cloudflare/vitest-plugin, the package
// formerly named @cloudflare/vitest-pool-workers): the Worker as wrangler.jsonc configures it, with
// the built pages as its static assets (so `npm run build` comes first), local D1 with the
// migrations applied, local R2, and the stand-in mail service and Turnstile in the test itself.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { exposeBuildConstants, resolveBuildConstants } from './config/build-constants.ts'
import { workerTestSettings } from './tests/worker/settings.ts'

export default defineConfig(async () => ({
  define: exposeBuildConstants(resolveBuildConstants({})),
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: { bindings: { ...workerTestSettings, TEST_MIGRATIONS: await readD1Migrations('migrations') } },
    }),
  ],
  test: {
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['tests/worker/apply-migrations.ts'],
    // One workerd for all the files, in turn: 29 s → 17 s. Their D1 and R2 are shared, so no two run
    // at once (the retention test deletes every older enquiry) and each reads back only its own rows.
    isolate: false,
    maxWorkers: 1,
  },
}))

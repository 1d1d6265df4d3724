// What the tests' Worker is given beyond wrangler.jsonc (vitest.worker.config.ts).
import type { D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      SIGNING_SECRET: string
      MAIL_API_KEY: string
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}

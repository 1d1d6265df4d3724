// The Worker's settings under test: what wrangler.jsonc leaves to secrets and to each deployment.
// No imports, so the Vitest configuration can read it before anything else loads.
export const workerTestSettings = {
  SITE_ORIGIN: 'https://www.example.co.uk',
  SIGNING_SECRET: 'worker-tests-only',
  MAIL_API_URL: 'https://mail.test/emails',
  MAIL_API_KEY: 'test-key',
} as const

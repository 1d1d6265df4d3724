// What the Worker is given. Written out rather than taken from the generated `Env`, whose vars are
// typed as the literal values in wrangler.jsonc ("" for MAIL_API_URL), and which cannot know the
// secrets: those are set with `wrangler secret put` and may be missing, nor the settings only the
// tests pass (`--var`).
export interface WorkerEnv {
  DB: D1Database
  PHOTOS: R2Bucket
  ENQUIRY_RATE_LIMIT: RateLimit
  ASSETS: Fetcher
  ENQUIRY_NOTIFY_TO: string
  MAIL_FROM: string
  /** Empty: emails are written to the log (local development). */
  MAIL_API_URL: string
  SITE_ORIGIN: string
  TURNSTILE_SITE_KEY: string
  MAIL_API_KEY?: string
  PHOTO_LINK_SECRET?: string
  TURNSTILE_SECRET?: string
  /** Where Turnstile's tokens are checked: Cloudflare's siteverify unless set (the tests' stand-in). */
  TURNSTILE_SITEVERIFY_URL?: string
  /** The GitHub OAuth app the CMS at /admin signs in with (worker/github-oauth.ts); secrets. */
  GITHUB_OAUTH_CLIENT_ID?: string
  GITHUB_OAUTH_CLIENT_SECRET?: string
}

type Assert<T extends true> = T
/** Fails to compile when wrangler.jsonc loses or renames a binding or var this Worker uses. */
export type BindingsMatchWranglerConfig = Assert<
  Env extends Omit<
    WorkerEnv,
    | 'MAIL_API_KEY'
    | 'PHOTO_LINK_SECRET'
    | 'TURNSTILE_SECRET'
    | 'TURNSTILE_SITEVERIFY_URL'
    | 'GITHUB_OAUTH_CLIENT_ID'
    | 'GITHUB_OAUTH_CLIENT_SECRET'
  >
    ? true
    : false
>

// What the Worker is given, and the small pieces of answering that every part of it shares.

export interface WorkerEnv {
  DB: D1Database
  PHOTOS: R2Bucket
  ENQUIRY_RATE_LIMIT: RateLimit
  ASSETS: Fetcher
  ENQUIRY_NOTIFY_TO: string
  MAIL_FROM: string
  /** Empty: emails are written to the log (local development). */
  MAIL_API_URL: string
  /** The site's public origin: where posts must come from, and what links in emails and sign-in name. */
  SITE_ORIGIN: string
  TURNSTILE_SITE_KEY: string
  MAIL_API_KEY?: string
  /** Signs the form's start time and the photo links in the email. Without it no enquiry is taken. */
  SIGNING_SECRET?: string
  TURNSTILE_SECRET?: string
  /** Where Turnstile's tokens are checked: Cloudflare's siteverify unless set (the tests' stand-in). */
  TURNSTILE_SITEVERIFY_URL?: string
  /** The GitHub OAuth app the CMS at /admin signs in with (worker/admin-sign-in.ts); secrets. */
  GITHUB_OAUTH_CLIENT_ID?: string
  GITHUB_OAUTH_CLIENT_SECRET?: string
}

type Assert<T extends true> = T
/**
 * Fails to compile when wrangler.jsonc loses or renames a binding or var this Worker uses. The
 * generated `Env` cannot stand in for WorkerEnv: it types vars as their literal values ("" for
 * MAIL_API_URL) and knows nothing of the secrets, set with `wrangler secret put`.
 */
export type BindingsMatchWranglerConfig = Assert<
  Env extends Omit<
    WorkerEnv,
    | 'MAIL_API_KEY'
    | 'SIGNING_SECRET'
    | 'TURNSTILE_SECRET'
    | 'TURNSTILE_SITEVERIFY_URL'
    | 'GITHUB_OAUTH_CLIENT_ID'
    | 'GITHUB_OAUTH_CLIENT_SECRET'
  >
    ? true
    : false
>

/** Turnstile's site key when it is on (both its keys set), else null. */
export const turnstileSiteKey = (env: Pick<WorkerEnv, 'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET'>): string | null =>
  env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET ? env.TURNSTILE_SITE_KEY : null

/** Headers every /api answer carries: nothing personal is cached anywhere, and nothing is sniffed into another type. */
export const apiHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const

export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  })
}

export const notFound = () => jsonResponse({ ok: false, message: 'There is nothing at this address.' }, 404)

/** Text as HTML text or attribute value: markup is shown as typed, never run. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error))

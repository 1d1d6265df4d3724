// Cloudflare Turnstile is on when both its keys are set: the site key (a var, written into the form
// for the widget) and the secret (checked with Cloudflare). One without the other is a mistake:
// a widget whose answer nobody checks, or a check no form can pass. No Workers API here, so
// `npm run deploy` applies the same rule before publishing.

export interface TurnstileKeys {
  TURNSTILE_SITE_KEY: string
  TURNSTILE_SECRET?: string
}

/** The site key when Turnstile is on, else null. */
export const turnstileSiteKey = (keys: TurnstileKeys): string | null =>
  keys.TURNSTILE_SITE_KEY && keys.TURNSTILE_SECRET ? keys.TURNSTILE_SITE_KEY : null

/** Why the keys cannot be published as they are, or null when both or neither are set. */
export function turnstileKeysProblem(siteKey: string, secretSet: boolean): string | null {
  if (siteKey && !secretSet) {
    return 'TURNSTILE_SITE_KEY is set in wrangler.jsonc but the TURNSTILE_SECRET secret is not, so nobody would check the challenge: npx wrangler secret put TURNSTILE_SECRET, or empty the key'
  }
  if (!siteKey && secretSet) {
    return 'the TURNSTILE_SECRET secret is set but TURNSTILE_SITE_KEY in wrangler.jsonc is empty, so the form would not show the challenge: set the key, or npx wrangler secret delete TURNSTILE_SECRET'
  }
  return null
}

// GitHub sign-in for the CMS at /admin/ (Decap's "external OAuth client" protocol), so the business
// needs no OAuth service of anyone else's: /api/auth sends the browser to GitHub with a state
// cookie, /api/callback swaps GitHub's code for a token with the client secret and hands the token
// to the CMS window that opened the popup, on this origin only.
import { escapeHtml } from './html-escape.ts'

export interface GithubOAuthEnv {
  /** The OAuth app's client id and secret (GitHub, Settings, Developer settings, OAuth Apps). */
  GITHUB_OAUTH_CLIENT_ID?: string
  GITHUB_OAUTH_CLIENT_SECRET?: string
}

export const githubOAuthPaths = { auth: '/api/auth', callback: '/api/callback' } as const

const authorizeUrl = 'https://github.com/login/oauth/authorize'
const tokenUrl = 'https://github.com/login/oauth/access_token'
const stateCookie = 'cms_oauth_state'
/** The scopes Decap asks for: "repo" for a private repository, "public_repo" for a public one. */
const scopes = new Set(['repo', 'public_repo'])

const randomHex = (bytes: number) =>
  [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('')

const cookieValue = (request: Request, name: string) =>
  request.headers
    .get('Cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

/** Only for the callback, short-lived, and sent back on GitHub's top-level redirect (Lax). */
const stateCookieHeader = (value: string, maxAge: number) =>
  `${stateCookie}=${value}; Path=${githubOAuthPaths.callback}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`

type Outcome = { ok: true; token: string } | { ok: false; message: string }

/**
 * The popup's page: it greets the CMS window ("authorizing:github"), and once that answers from
 * this origin, posts the outcome to it. Its one inline script runs under a nonce of its own.
 */
function popupPage(outcome: Outcome, origin: string, clearCookie: boolean): Response {
  const message = outcome.ok
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: outcome.message })}`
  // JSON inside <script>: "<" escaped so no value can close the element.
  const literal = (value: string) => JSON.stringify(value).replaceAll('<', '\\u003c')
  const nonce = randomHex(16)
  const script = `const origin = ${literal(origin)}, message = ${literal(message)}
window.addEventListener('message', (event) => {
  if (event.origin === origin && event.data === 'authorizing:github') window.opener.postMessage(message, origin)
})
if (window.opener) window.opener.postMessage('authorizing:github', origin)`
  const text = outcome.ok ? 'Signed in. This window closes by itself.' : `Sign-in failed: ${outcome.message}`
  const html = `<!DOCTYPE html><html lang="en-GB"><meta charset="utf-8"><title>Signing in</title><p>${escapeHtml(text)}</p><script nonce="${nonce}">${script}</script></html>`
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'X-Robots-Tag': 'noindex',
  })
  if (clearCookie) headers.append('Set-Cookie', stateCookieHeader('', 0))
  return new Response(html, { status: outcome.ok ? 200 : 400, headers })
}

function startSignIn(url: URL, clientId: string): Response {
  const state = randomHex(32)
  const scope = url.searchParams.get('scope') ?? 'repo'
  const authorize = new URL(authorizeUrl)
  authorize.searchParams.set('client_id', clientId)
  authorize.searchParams.set('redirect_uri', `${url.origin}${githubOAuthPaths.callback}`)
  authorize.searchParams.set('scope', scopes.has(scope) ? scope : 'repo')
  authorize.searchParams.set('state', state)
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.toString(), 'Set-Cookie': stateCookieHeader(state, 600), 'Cache-Control': 'no-store' },
  })
}

async function finishSignIn(request: Request, url: URL, clientId: string, secret: string, fetcher: typeof fetch): Promise<Outcome> {
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  if (url.searchParams.get('error'))
    return { ok: false, message: url.searchParams.get('error_description') ?? 'GitHub refused the sign-in.' }
  // The state proves this browser started the sign-in here, so no other site can plant a token.
  if (!code || !state || state !== cookieValue(request, stateCookie)) {
    return { ok: false, message: 'The sign-in expired or was started elsewhere. Close this window and try again.' }
  }
  const response = await fetcher(tokenUrl, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'pellet-flush-cms' },
    body: JSON.stringify({ client_id: clientId, client_secret: secret, code, redirect_uri: `${url.origin}${githubOAuthPaths.callback}` }),
  })
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; error_description?: unknown }
  if (response.ok && typeof body.access_token === 'string') return { ok: true, token: body.access_token }
  return { ok: false, message: typeof body.error_description === 'string' ? body.error_description : 'GitHub did not give a token.' }
}

/** The answer for /api/auth or /api/callback, or null for any other path (the Worker goes on). */
export async function githubOAuth(request: Request, env: GithubOAuthEnv, fetcher: typeof fetch = fetch): Promise<Response | null> {
  const url = new URL(request.url)
  const isAuth = url.pathname === githubOAuthPaths.auth
  if (!isAuth && url.pathname !== githubOAuthPaths.callback) return null
  if (request.method !== 'GET') return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET' } })
  const clientId = env.GITHUB_OAUTH_CLIENT_ID
  const secret = env.GITHUB_OAUTH_CLIENT_SECRET
  if (!clientId || !secret) {
    const message = 'Sign-in is not set up: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are missing.'
    return popupPage({ ok: false, message }, url.origin, false)
  }
  if (isAuth) return startSignIn(url, clientId)
  return popupPage(await finishSignIn(request, url, clientId, secret, fetcher), url.origin, true)
}

// GitHub sign-in for the CMS at /admin/ (Decap's "external OAuth client" protocol), so the business
// needs no OAuth service of anyone else's: /api/auth sends the browser to GitHub with a state
// cookie, /api/callback swaps GitHub's code for a token with the client secret and hands the token
// to the CMS window that opened the popup, on the site's own origin only. The page it shows says
// only our own words: nothing from the address bar or from GitHub is written into it, and the
// origin comes from the site's configuration, never from the request's Host.
import { errorMessage, escapeHtml, type WorkerEnv } from './env.ts'

/** The OAuth app's client id and secret (GitHub, Settings, Developer settings, OAuth Apps), and the site's origin. */
export type GithubOAuthEnv = Pick<WorkerEnv, 'GITHUB_OAUTH_CLIENT_ID' | 'GITHUB_OAUTH_CLIENT_SECRET' | 'SITE_ORIGIN'>

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

/** What the popup may say: our words only, so no link can make this origin show text of its choosing. */
const signInMessages = {
  refused: 'GitHub did not sign you in. Close this window and try again.',
  expired: 'The sign-in expired or was started elsewhere. Close this window and try again.',
  noToken: 'GitHub did not give a token. Close this window and try again; if it happens again, check the OAuth app’s settings.',
  notSetUp: 'Sign-in is not set up: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are missing.',
} as const

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

function startSignIn(url: URL, origin: string, clientId: string): Response {
  const state = randomHex(32)
  const scope = url.searchParams.get('scope') ?? 'repo'
  const authorize = new URL(authorizeUrl)
  authorize.searchParams.set('client_id', clientId)
  authorize.searchParams.set('redirect_uri', `${origin}${githubOAuthPaths.callback}`)
  authorize.searchParams.set('scope', scopes.has(scope) ? scope : 'repo')
  authorize.searchParams.set('state', state)
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.toString(), 'Set-Cookie': stateCookieHeader(state, 600), 'Cache-Control': 'no-store' },
  })
}

async function finishSignIn(
  request: Request,
  url: URL,
  origin: string,
  clientId: string,
  secret: string,
  fetcher: typeof fetch,
): Promise<Outcome> {
  // The state first: it proves this browser started the sign-in here, so no other site can plant
  // a token, or have this page answer a link of its making.
  const state = url.searchParams.get('state')
  if (!state || state !== cookieValue(request, stateCookie)) return { ok: false, message: signInMessages.expired }
  const code = url.searchParams.get('code')
  if (url.searchParams.has('error') || !code) return { ok: false, message: signInMessages.refused }
  try {
    const response = await fetcher(tokenUrl, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'pellet-flush-cms' },
      body: JSON.stringify({ client_id: clientId, client_secret: secret, code, redirect_uri: `${origin}${githubOAuthPaths.callback}` }),
    })
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown }
    if (response.ok && typeof body.access_token === 'string') return { ok: true, token: body.access_token }
    console.error(`GitHub sign-in: no token (${response.status}, ${typeof body.error === 'string' ? body.error : 'no error code'})`)
  } catch (error) {
    console.error(`GitHub sign-in: the token could not be asked for: ${errorMessage(error)}`)
  }
  return { ok: false, message: signInMessages.noToken }
}

/** The answer for /api/auth or /api/callback, or null for any other path (the Worker goes on). */
export async function githubOAuth(request: Request, env: GithubOAuthEnv, fetcher: typeof fetch = fetch): Promise<Response | null> {
  const url = new URL(request.url)
  const isAuth = url.pathname === githubOAuthPaths.auth
  if (!isAuth && url.pathname !== githubOAuthPaths.callback) return null
  if (request.method !== 'GET') return new Response('Sign-in is only opened as a page.', { status: 405, headers: { Allow: 'GET' } })
  const origin = new URL(env.SITE_ORIGIN).origin
  const clientId = env.GITHUB_OAUTH_CLIENT_ID
  const secret = env.GITHUB_OAUTH_CLIENT_SECRET
  if (!clientId || !secret) return popupPage({ ok: false, message: signInMessages.notSetUp }, origin, false)
  if (isAuth) return startSignIn(url, origin, clientId)
  return popupPage(await finishSignIn(request, url, origin, clientId, secret, fetcher), origin, true)
}

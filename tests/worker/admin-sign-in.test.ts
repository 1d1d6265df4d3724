// GitHub sign-in for the CMS at /admin: the state before anything else, our own words only, and
// the origin from the site's configuration.
import { describe, expect, it, vi } from 'vitest'
import { githubOAuth } from '../../worker/admin-sign-in.ts'
import { workerTestSettings } from './settings.ts'

const site = workerTestSettings.SITE_ORIGIN
const env = { GITHUB_OAUTH_CLIENT_ID: 'client-id', GITHUB_OAUTH_CLIENT_SECRET: 'client-secret', SITE_ORIGIN: site }
const noNetwork = vi.fn<typeof fetch>(() => Promise.reject(new Error('no network in tests')))

/** GitHub's token endpoint, answering with `body`. */
const tokenEndpoint = (body: object, status = 200) => vi.fn<typeof fetch>(async () => Response.json(body, { status }))

async function startedSignIn(from: string = site) {
  const response = await githubOAuth(new Request(`${from}/api/auth?provider=github&site_id=x&scope=repo`), env, noNetwork)
  const location = new URL(response?.headers.get('Location') ?? '')
  const cookie = response?.headers.get('Set-Cookie') ?? ''
  return { response, location, cookie, state: location.searchParams.get('state') ?? '' }
}

const callback = (query: string, cookie?: string, host: string = site) =>
  new Request(`${host}/api/callback?${query}`, cookie ? { headers: { Cookie: cookie } } : {})
/** The popup page's one paragraph. */
const said = (html: string) => /<p>(.*?)<\/p>/.exec(html)?.[1] ?? ''

describe('GitHub sign-in for the CMS', () => {
  it('leaves every other path to the Worker', async () => {
    expect(await githubOAuth(new Request(`${site}/api/enquiries`), env, noNetwork)).toBeNull()
  })

  it('sends the browser to GitHub with the client id, the callback on the configured origin and a state kept in a cookie', async () => {
    // Asked for under another Host: the return address is still the site's own.
    const { response, location, cookie, state } = await startedSignIn('https://evil.example')
    expect(response?.status).toBe(302)
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe('client-id')
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/api/callback`)
    expect(location.searchParams.get('scope')).toBe('repo')
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    expect(cookie).toContain(`cms_oauth_state=${state}`)
    expect(cookie).toMatch(/HttpOnly; Secure; SameSite=Lax/)
    expect(cookie).toContain('Path=/api/callback')
    expect(location.toString()).not.toContain('client-secret')
  })

  it('swaps the code for a token with the secret and posts it to the CMS window, on the configured origin only', async () => {
    const { state } = await startedSignIn()
    const github = tokenEndpoint({ access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' })
    const response = await githubOAuth(
      callback(`code=abc&state=${state}`, `other=1; cms_oauth_state=${state}`, 'https://evil.example'),
      env,
      github,
    )
    const [url, init] = github.mock.calls[0] ?? []
    expect(url).toBe('https://github.com/login/oauth/access_token')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      client_id: 'client-id',
      client_secret: 'client-secret',
      code: 'abc',
      redirect_uri: `${site}/api/callback`,
    })
    const html = (await response?.text()) ?? ''
    expect(response?.status).toBe(200)
    expect(html).toContain(JSON.stringify(`authorization:github:success:${JSON.stringify({ token: 'gho_token123', provider: 'github' })}`))
    expect(html).toContain(`origin = "${site}"`)
    expect(html).not.toContain('evil.example')
    const nonce = /<script nonce="([0-9a-f]+)">/.exec(html)?.[1]
    expect(response?.headers.get('Content-Security-Policy')).toContain(`script-src 'nonce-${nonce}'`)
    expect(response?.headers.get('Set-Cookie')).toMatch(/cms_oauth_state=; .*Max-Age=0/)
    expect(response?.headers.get('Cache-Control')).toBe('no-store')
  })

  it('checks the state before anything else, and never writes the address bar’s words into its page', async () => {
    const planted = 'Your session ended. Sign in again at https://evil.example/login'
    const { state } = await startedSignIn()
    const requests = [
      // No state, or a state this browser was not given: the same answer whatever else the link says.
      callback(new URLSearchParams({ error: 'access_denied', error_description: planted }).toString()),
      callback(
        new URLSearchParams({ error: 'access_denied', error_description: planted, state: 'forged' }).toString(),
        `cms_oauth_state=${state}`,
      ),
      callback(`code=abc&state=${state}`),
      // With the right state, GitHub's own refusal is told in our words too.
      callback(new URLSearchParams({ error: 'access_denied', error_description: planted, state }).toString(), `cms_oauth_state=${state}`),
    ]
    for (const request of requests) {
      const response = await githubOAuth(request, env, noNetwork)
      const html = (await response?.text()) ?? ''
      expect(response?.status).toBe(400)
      expect(html).toContain('authorization:github:error:')
      expect(html).not.toContain('evil.example')
      expect(said(html)).toMatch(/^Sign-in failed: (GitHub did not sign you in|The sign-in expired)/)
    }
    expect(noNetwork).not.toHaveBeenCalled()
  })

  it('says what to do in our words when GitHub gives no token, whatever GitHub wrote', async () => {
    const { state } = await startedSignIn()
    const github = tokenEndpoint({ error: 'bad_verification_code', error_description: '</script><script>alert(1)</script>' })
    const html = (await (await githubOAuth(callback(`code=old&state=${state}`, `cms_oauth_state=${state}`), env, github))?.text()) ?? ''
    expect(said(html)).toMatch(/^Sign-in failed: GitHub did not give a token/)
    expect(html).not.toContain('alert(1)')
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  it('says plainly when the secrets are not set', async () => {
    const response = await githubOAuth(new Request(`${site}/api/auth?provider=github`), { SITE_ORIGIN: site }, noNetwork)
    expect(await response?.text()).toContain('GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are missing')
  })
})

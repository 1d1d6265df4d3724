import { load } from 'cheerio'
import { describe, expect, it, vi } from 'vitest'
import { githubOAuth } from '../../worker/github-oauth.ts'

const env = { GITHUB_OAUTH_CLIENT_ID: 'client-id', GITHUB_OAUTH_CLIENT_SECRET: 'client-secret' }
const site = 'https://www.example.co.uk'
const noNetwork = vi.fn<typeof fetch>(() => Promise.reject(new Error('no network in unit tests')))

/** GitHub's token endpoint, answering with `body`. */
const tokenEndpoint = (body: object, status = 200) => vi.fn<typeof fetch>(async () => Response.json(body, { status }))

async function startedSignIn() {
  const response = await githubOAuth(new Request(`${site}/api/auth?provider=github&site_id=x&scope=repo`), env, noNetwork)
  const location = new URL(response?.headers.get('Location') ?? '')
  const cookie = response?.headers.get('Set-Cookie') ?? ''
  return { response, location, cookie, state: location.searchParams.get('state') ?? '' }
}

const callback = (query: string, cookie?: string) =>
  new Request(`${site}/api/callback?${query}`, cookie ? { headers: { Cookie: cookie } } : {})

describe('GitHub sign-in for the CMS', () => {
  it('leaves every other path to the Worker', async () => {
    expect(await githubOAuth(new Request(`${site}/api/enquiries`), env, noNetwork)).toBeNull()
  })

  it('sends the browser to GitHub with the client id, the callback and a state kept in a cookie', async () => {
    const { response, location, cookie, state } = await startedSignIn()
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

  it('swaps the code for a token with the secret and posts it to the CMS window, on this origin only', async () => {
    const { state } = await startedSignIn()
    const github = tokenEndpoint({ access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' })
    const response = await githubOAuth(callback(`code=abc&state=${state}`, `other=1; cms_oauth_state=${state}`), env, github)
    const [url, init] = github.mock.calls[0] ?? []
    expect(url).toBe('https://github.com/login/oauth/access_token')
    expect(JSON.parse(String(init?.body))).toMatchObject({ client_id: 'client-id', client_secret: 'client-secret', code: 'abc' })
    const html = (await response?.text()) ?? ''
    expect(response?.status).toBe(200)
    expect(html).toContain(JSON.stringify(`authorization:github:success:${JSON.stringify({ token: 'gho_token123', provider: 'github' })}`))
    expect(html).toContain(`origin = "${site}"`)
    expect(html).not.toContain("'*'")
    // The inline script runs under its own nonce, and the state cookie is spent.
    const nonce = html.match(/<script nonce="([0-9a-f]+)">/)?.[1]
    expect(response?.headers.get('Content-Security-Policy')).toContain(`script-src 'nonce-${nonce}'`)
    expect(response?.headers.get('Set-Cookie')).toMatch(/cms_oauth_state=; .*Max-Age=0/)
    expect(response?.headers.get('Cache-Control')).toBe('no-store')
  })

  it('refuses a callback whose state is not the one this browser was given, without asking GitHub', async () => {
    const { state } = await startedSignIn()
    for (const request of [callback(`code=abc&state=${state}`), callback(`code=abc&state=forged`, `cms_oauth_state=${state}`)]) {
      const response = await githubOAuth(request, env, noNetwork)
      expect(response?.status).toBe(400)
      expect(await response?.text()).toContain('authorization:github:error:')
    }
    expect(noNetwork).not.toHaveBeenCalled()
  })

  it('passes on what GitHub says when it gives no token', async () => {
    const { state } = await startedSignIn()
    const github = tokenEndpoint({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' })
    const response = await githubOAuth(callback(`code=old&state=${state}`, `cms_oauth_state=${state}`), env, github)
    const html = (await response?.text()) ?? ''
    expect(html).toContain('authorization:github:error:')
    expect(html).toContain('The code passed is incorrect or expired.')
  })

  it('says plainly when the secrets are not set', async () => {
    const response = await githubOAuth(new Request(`${site}/api/auth?provider=github`), {}, noNetwork)
    expect(await response?.text()).toContain('GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are missing')
  })

  it('cannot be made to write markup into its page', async () => {
    const { state } = await startedSignIn()
    const github = tokenEndpoint({ error_description: '</script><script>alert(1)</script>' })
    const html = (await (await githubOAuth(callback(`code=x&state=${state}`, `cms_oauth_state=${state}`), env, github))?.text()) ?? ''
    expect(html).not.toContain('<script>alert')
  })

  it('shows the error GitHub sends back to the callback as text, with markup and quotes escaped', async () => {
    const description = `"'><img src=x onerror="alert(1)"><script>alert('x')</script>`
    const query = new URLSearchParams({ error: 'access_denied', error_description: description })
    const response = await githubOAuth(callback(query.toString()), env, noNetwork)
    const html = (await response?.text()) ?? ''
    const $ = load(html)
    expect(response?.status).toBe(400)
    expect($('p').text()).toBe(`Sign-in failed: ${description}`)
    expect($('img')).toHaveLength(0)
    // Only the page's own script, under its nonce.
    expect($('script')).toHaveLength(1)
    expect($('script').attr('nonce')).toMatch(/^[0-9a-f]+$/)
    const paragraph = html.match(/<p>(.*?)<\/p>/)?.[1] ?? ''
    expect(paragraph).not.toMatch(/[<>"']/)
    expect(noNetwork).not.toHaveBeenCalled()
  })
})

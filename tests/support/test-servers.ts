// Where the two test servers (playwright.config.ts) listen: the site as configured on TEST_PORT, and
// beside it, on the next port up, the build that asks before loading providers, with Turnstile on.
// No imports, so the Playwright configuration can read it before anything else loads.

/** The builds tested: `dist` and `dist-ask` unless TEST_DIST names another pair (built with SITE_OUT_DIR). */
export const testDist = process.env.TEST_DIST ?? 'dist'

/** The first test server's port: TEST_PORT when another run holds the usual one. */
export const testPort = Number(process.env.TEST_PORT ?? 4174)

/** The port a URL is served on (the test servers' base URLs always name one). */
export const portOf = (url: string | undefined): number => Number(new URL(url ?? '').port)

/** The second test server's port, from the first's. */
export const secondServerPort = (port: number): number => port + 1

/** The origin of the second test server, which has Turnstile on, from the first's base URL. */
export const turnstileServer = (baseURL: string | undefined): string => `http://localhost:${secondServerPort(portOf(baseURL))}`

/** Where the test server on `port` keeps its local D1 and R2, emptied as it starts. */
export const testStorage = (port: number): string => `.wrangler/test-${port}`

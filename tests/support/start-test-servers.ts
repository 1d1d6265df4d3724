// The browser tests' servers (playwright.config.ts's globalSetup), started side by side: the
// stand-in mail service, and a build as production serves it (scripts/serve.ts: workerd with the
// pages as static assets and the enquiry Worker on fresh local D1 and R2) for each of the two
// builds. Playwright starts its own webServer entries one after another: ~9 s longer each run.
import { mailSinkUrl, turnstileTest } from './mail-sink-address.ts'
import { projectRoot, startDetached, waitFor } from './servers.ts'
import { secondServerPort, testDist, testPort, testStorage } from './test-servers.ts'

const site = (assets: string, port: number, vars: string[] = []) => ({
  url: `http://localhost:${port}/`,
  args: [
    '--import',
    'tsx',
    'scripts/serve.ts',
    '--port',
    String(port),
    '--assets',
    assets,
    '--persist-to',
    testStorage(port),
    '--fresh',
    ...[`MAIL_API_URL:${mailSinkUrl}/emails`, 'MAIL_API_KEY:test-key', ...vars].flatMap((pair) => ['--var', pair]),
  ],
})

const servers = [
  { url: `${mailSinkUrl}/health`, args: ['--import', 'tsx', 'tests/support/mail-sink.ts'] },
  site(`${testDist}/client`, testPort),
  // With Turnstile on (checked by the stand-in): only the form's page differs, which the consent tests never open.
  site(`${testDist}-ask/client`, secondServerPort(testPort), [
    `TURNSTILE_SITE_KEY:${turnstileTest.siteKey}`,
    `TURNSTILE_SECRET:${turnstileTest.secret}`,
    `TURNSTILE_SITEVERIFY_URL:${mailSinkUrl}/siteverify`,
  ]),
]

const answers = (url: string) => fetch(url).then((response) => response.ok)

export default async function startTestServers(): Promise<() => void> {
  for (const { url } of servers) {
    // Otherwise the tests would run against whatever already answers there.
    if (await answers(url).catch(() => false))
      throw new Error(`${url} is already in use: stop what serves it, or set TEST_PORT and MAIL_SINK_PORT`)
  }
  const stops = servers.map(({ args }) => startDetached(process.execPath, args, { cwd: projectRoot, env: { ...process.env, CI: 'true' } }))
  const stopAll = () => stops.forEach((stop) => stop())
  try {
    await Promise.all(servers.map(({ url }) => waitFor(url, () => answers(url))))
  } catch (error) {
    stopAll()
    throw error
  }
  return stopAll
}

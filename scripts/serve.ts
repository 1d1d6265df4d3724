// Serves a build as production does: workerd (wrangler dev) with the prerendered pages as static
// assets, the enquiry Worker for /api/*, and D1 and R2 on local storage. `npm start` and
// `npm run serve` use it as it is; the browser tests start one per build (playwright.config.ts).
//   tsx scripts/serve.ts [--port 4173] [--assets dist/client] [--persist-to .wrangler/state] [--fresh] [--var NAME:value]…
// wrangler dev's own pages on loopback are left off (its data explorer, and the address that runs
// the scheduled handler): they have no sign-in, and any page served from localhost could reach them.
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    assets: { type: 'string' },
    'persist-to': { type: 'string' },
    /** Start from empty storage: the tests want to see only what they stored. */
    fresh: { type: 'boolean', default: false },
    var: { type: 'string', multiple: true, default: [] },
  },
})

// The package exports no path to its CLI, so find it beside its package.json.
const wrangler = path.join(path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js')
const persistence = options['persist-to'] ? ['--persist-to', options['persist-to']] : []
if (options.fresh && options['persist-to']) rmSync(options['persist-to'], { recursive: true, force: true })

// Local D1 gets the same migrations production does, before the Worker starts.
const migrate = spawnSync(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...persistence], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, CI: 'true' },
})
if (migrate.status !== 0) process.exit(migrate.status ?? 1)

const origin = `http://localhost:${options.port}`
// Devtools on a port the system gives this server: left to wrangler, two servers started side by
// side (the tests') both take 9229 and one fails.
const inspectorPort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo
    probe.close(() => resolve(port))
  })
})
const dev = spawn(
  process.execPath,
  [
    wrangler,
    'dev',
    '--port',
    options.port,
    ...(options.assets ? ['--assets', options.assets] : []),
    ...persistence,
    '--show-interactive-dev-session=false',
    '--inspector-port',
    String(inspectorPort),
    // Local stand-ins for what production keeps as secrets and settings (see docs/owner.md, The Worker's settings).
    '--var',
    'SIGNING_SECRET:local-development-only',
    '--var',
    `SITE_ORIGIN:${origin}`,
    ...options.var.flatMap((pair) => ['--var', pair]),
  ],
  { stdio: 'inherit', env: { ...process.env, X_LOCAL_EXPLORER: 'false' } },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal))
dev.on('exit', (code) => process.exit(code ?? 0))

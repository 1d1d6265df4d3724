// The servers the tests start themselves (the browser tests' three, start-test-servers.ts; the
// content-edit tests' own): each in its own process group, so stopping it stops what it started
// (wrangler's workerd).
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

/** The project's folder, where its scripts run, whichever folder the tests were started from. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface Started {
  origin: string
  stop: () => void
}

/** A port free now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

export async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`)
}

export function startDetached(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): () => void {
  const child: ChildProcess = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'ignore', 'inherit'] })
  return () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
}

/**
 * A build's client folder served as production serves it (scripts/serve.ts: workerd with its
 * `_headers`, pretty URLs and 404 page), on localhost, where Decap looks for its local backend.
 */
export async function serveBuild(assets: string, persistTo: string): Promise<Started> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const stop = startDetached(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--assets', assets, '--persist-to', persistTo, '--fresh'],
    { cwd: projectRoot, env: { ...process.env, CI: 'true' } },
  )
  await waitFor(`The site on port ${port}`, async () => (await fetch(`${origin}/`)).ok)
  return { origin, stop }
}

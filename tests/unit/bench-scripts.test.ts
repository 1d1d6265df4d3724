// The benchmark scripts run outside Vite and outside `npm test`: this keeps them starting, so a
// change in data/ cannot break `npm run bench:enquiries` unseen (it once stopped at a build constant).
import { spawnSync } from 'node:child_process'
import { expect, it } from 'vitest'

it('npm run bench:enquiries starts, says what it sends, and fails plainly when no server answers', () => {
  // Port 9 (discard) refuses at once on loopback: every request fails and the script exits 1.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/enquiry-load.ts', 'http://127.0.0.1:9'], {
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(run.stderr).not.toMatch(/ReferenceError|SyntaxError|Cannot find module/)
  expect(run.stdout).toMatch(/^\d+ enquiries \(\d+ sent twice\) from \d+ clients to http:\/\/127\.0\.0\.1:9\/api\/enquiries$/m)
  expect(run.stdout).toMatch(/statuses 0: \d+/)
  expect(run.status).toBe(1)
}, 60_000)

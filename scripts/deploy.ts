// npm run deploy: publishes the site and the enquiry Worker to Cloudflare. Refuses, saying what to
// do, while the database is not created, a secret the Worker needs is missing, or anything is a
// stand-in (the go-live check); then builds for production, migrates D1 and deploys. Never run in CI.
import { execFileSync, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { experimental_readRawConfig } from 'wrangler'
import { turnstileKeysProblem } from '../config/go-live.ts'

/** Secrets the Worker cannot work without; TURNSTILE_SECRET is optional, with TURNSTILE_SITE_KEY. */
const requiredSecrets = ['MAIL_API_KEY', 'SIGNING_SECRET']

const wrangler = path.join(path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js')
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const refuse = (message: string): never => {
  console.error(`Not deployed: ${message}`)
  process.exit(1)
}

const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.jsonc' })
const database = rawConfig.d1_databases?.[0]
if (!database?.database_id || /^[0-]+$/.test(database.database_id)) {
  refuse(
    `create the database and the photo bucket once, then put the database's id in wrangler.jsonc (d1_databases[0].database_id):\n` +
      `  npx wrangler d1 create ${database?.database_name ?? 'pellet-flush-enquiries'}\n` +
      `  npx wrangler r2 bucket create ${rawConfig.r2_buckets?.[0]?.bucket_name ?? 'pellet-flush-enquiry-photos'}`,
  )
}

const secrets = JSON.parse(execFileSync(process.execPath, [wrangler, 'secret', 'list', '--format', 'json'], { encoding: 'utf8' })) as {
  name: string
}[]
const isSet = (name: string) => secrets.some((secret) => secret.name === name)
const missing = requiredSecrets.filter((name) => !isSet(name))
if (missing.length > 0) refuse(`set ${missing.join(' and ')} first: ${missing.map((name) => `npx wrangler secret put ${name}`).join('; ')}`)
// Turnstile is on only with both keys: one alone is a setup left half done, which would protect nothing.
const turnstileProblem = turnstileKeysProblem(String(rawConfig.vars?.TURNSTILE_SITE_KEY ?? ''), isSet('TURNSTILE_SECRET'))
if (turnstileProblem) refuse(turnstileProblem)

// SITE_ENV=production makes the build refuse while anything is a stand-in (npm run check:live lists them).
run('npm', ['run', 'build'], { SITE_ENV: 'production' })
run(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--remote'])
run(process.execPath, [wrangler, 'deploy'])

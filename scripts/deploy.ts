// npm run deploy: publishes the site and the enquiry Worker to Cloudflare. Refuses, saying what to
// do, while the database is not created, a secret the Worker needs is missing, or anything is a
// stand-in (the go-live check); then builds for production, migrates D1 and deploys. Never run in CI.
import { execFileSync, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { experimental_readRawConfig } from 'wrangler'

/** Secrets the Worker cannot work without; TURNSTILE_SECRET is optional. */
const requiredSecrets = ['MAIL_API_KEY', 'PHOTO_LINK_SECRET']

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

// The Worker can check Turnstile, but the form does not yet show its challenge: with a key set,
// every enquiry would be refused.
if (rawConfig.vars?.TURNSTILE_SITE_KEY) {
  refuse(
    'TURNSTILE_SITE_KEY is set, but the form does not yet show the Turnstile challenge, so every enquiry would be refused: leave it empty',
  )
}

const secrets = JSON.parse(execFileSync(process.execPath, [wrangler, 'secret', 'list', '--format', 'json'], { encoding: 'utf8' })) as {
  name: string
}[]
const missing = requiredSecrets.filter((name) => !secrets.some((secret) => secret.name === name))
if (missing.length > 0) refuse(`set ${missing.join(' and ')} first: ${missing.map((name) => `npx wrangler secret put ${name}`).join('; ')}`)

// SITE_ENV=production makes the build refuse while anything is a stand-in (npm run check:live lists them).
run('npm', ['run', 'build'], { SITE_ENV: 'production' })
run(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--remote'])
run(process.execPath, [wrangler, 'deploy'])

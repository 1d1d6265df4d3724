// The CMS as the owner uses it locally: the built /admin/ page, served as production serves it
// (scripts/serve.ts: workerd with the build's _headers, so the page has its own CSP), and Decap's
// local backend (decap-server, as `npm run cms` starts it) writing a copy of content/ in a temporary
// folder, so the working tree is never touched. The edit goes through the CMS's own form.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { pricingSchema, type Pricing } from '../../data/schemas.ts'
import { adminContentSecurityPolicy, cmsAdminPath, cmsLocalBackendOrigin } from '../../vite-plugins/cms-page.ts'
import { freePort, projectRoot, serveBuild, startDetached, waitFor } from '../support/servers.ts'

/** The build under test, as the main browser tests choose it (TEST_DIST, built with SITE_OUT_DIR). */
const assets = path.join(projectRoot, process.env.TEST_DIST ?? 'dist', 'client')
const pricingFile = 'content/pricing.json'

const stops: (() => void)[] = []
let workDir = ''
let siteOrigin = ''
/** decap-server listens on a free port of its own: the page's requests to the fixed local-backend address are passed to it. */
let decapOrigin = ''

const readPricing = (): Pricing => JSON.parse(readFileSync(path.join(workDir, pricingFile), 'utf8')) as Pricing
const projectPricingText = () => readFileSync(path.join(projectRoot, pricingFile), 'utf8')

test.beforeAll(async () => {
  if (!existsSync(path.join(assets, cmsAdminPath, 'index.html'))) {
    throw new Error(`No /admin/ in ${assets}: build the site first (npm run build, or SITE_OUT_DIR=<dir> with TEST_DIST=<dir>)`)
  }
  workDir = mkdtempSync(path.join(tmpdir(), 'cms-admin-'))
  cpSync(path.join(projectRoot, 'content'), path.join(workDir, 'content'), { recursive: true })

  const decapPort = await freePort()
  decapOrigin = `http://127.0.0.1:${decapPort}`
  const decapServer = path.join(path.dirname(createRequire(import.meta.url).resolve('decap-server/package.json')), 'dist', 'index.js')
  // Its file-system mode writes the files under GIT_REPO_DIRECTORY; run from there, it reads no .env of the project.
  stops.push(
    startDetached(process.execPath, [decapServer], {
      cwd: workDir,
      env: { ...process.env, MODE: 'fs', GIT_REPO_DIRECTORY: workDir, PORT: String(decapPort), BIND_HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    }),
  )
  const site = await serveBuild(assets, path.join(workDir, '.wrangler'))
  stops.push(site.stop)
  siteOrigin = site.origin
  await waitFor('decap-server', async () => {
    const response = await fetch(`${decapOrigin}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    })
    return response.ok
  })
})

test.afterAll(() => {
  for (const stop of stops) stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

test('/admin/ edits a price through the CMS form, writes it to the content file, and breaks no rule of its CSP', async ({ page }) => {
  // The servers are up (beforeAll): the CMS's steps take seconds, not the build's minutes.
  test.setTimeout(120_000)
  const violations: string[] = []
  const consoleErrors: string[] = []
  const otherOrigins = new Set<string>()
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (violation: string) => void }).reportViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url())
    if (protocol.startsWith('http') && origin !== siteOrigin && origin !== cmsLocalBackendOrigin) otherOrigins.add(origin)
  })
  // The page asks for the local backend at Decap's fixed address, which its CSP allows; the test's decap-server answers.
  await page.route(`${cmsLocalBackendOrigin}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(cmsLocalBackendOrigin, decapOrigin) })
    await route.fulfill({ response })
  })

  const projectPricing = projectPricingText()
  const before = readPricing()
  const [firstRow, secondRow] = before.rows
  if (!firstRow) throw new Error(`${pricingFile} has no rows`)
  // A new Standard price for the first row that keeps every rule: below its No Fix No Fee price and the next row's.
  const ceiling = Math.min(firstRow.noFix, secondRow?.standard ?? firstRow.noFix)
  const newStandard = firstRow.standard + Math.max(1, Math.floor((ceiling - firstRow.standard) / 2))
  const expected: Pricing = { ...before, rows: before.rows.map((row, index) => (index === 0 ? { ...row, standard: newStandard } : row)) }
  expect(pricingSchema.safeParse(expected).error?.issues).toBeUndefined()

  const response = await page.goto(`${siteOrigin}${cmsAdminPath}/`)
  expect(response?.headers()['content-security-policy']).toBe(adminContentSecurityPolicy())

  // With the local backend found, Decap offers a plain Login in place of GitHub's.
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.getByRole('link', { name: 'Pricing', exact: true }).click()
  // The collection lists its one file, content/pricing.json, under the same name.
  await page.locator('a[href$="/collections/pricing/entries/pricing"]').click()

  // Decap folds each row of a list; the list's own Expand opens them all (the price rows are the form's first list).
  await page.getByRole('button', { name: 'Expand' }).first().click()
  const standard = page.getByLabel('Standard', { exact: true }).first()
  await expect(standard).toHaveValue(String(firstRow.standard))
  await standard.fill(String(newStandard))

  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  // The file is written before decap-server's answer is back in the page: wait for that answer, so no
  // request of the save is still passing through the route when the route is removed below.
  const saved = page.waitForResponse(
    (answer) => answer.url().startsWith(cmsLocalBackendOrigin) && answer.request().postData()?.includes('"persistEntry"') === true,
  )
  await page.getByText('Publish now', { exact: true }).click()
  expect((await saved).ok()).toBe(true)

  await expect.poll(() => readPricing().rows[0]?.standard, { timeout: 30_000 }).toBe(newStandard)
  expect(readPricing()).toEqual(expected)
  expect(projectPricingText(), 'the working tree’s content/ is untouched').toBe(projectPricing)

  // Decap keeps asking its backend while the page is open: stop passing its requests on before the page closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  expect(violations).toEqual([])
  // Chromium reports a blocked request in the console too; the admin logs no error of any kind.
  expect(consoleErrors).toEqual([])
  expect([...otherOrigins]).toEqual([])
})

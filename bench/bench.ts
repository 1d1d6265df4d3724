// Lighthouse benchmark for the built site: measures every page against a script-free
// one-file "floor" page in the same Chrome, then the delay of a tap on each kind of page's first
// control while its app arrives (./interaction.ts), prints Markdown tables and fails (exit 1)
// when any page misses its targets. A run over every route writes the tables into
// docs/performance-figures.md (./figures.ts).
// Usage: npm run bench [-- --build] [--only /path ...] [--runs 3] [--with-third-parties] [--static]
// --static serves the build from a plain static server (brotli, no Worker) instead of wrangler dev,
// floor included, as any static host would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { brotliCompressSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import sirv from 'sirv'
import { loadEnv } from 'vite'
import { thirdPartyOrigins } from '../vite-plugins/security-headers.ts'
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts'
import { median } from './median.ts'
import { measureInteractions, type InteractionMeasurement, type InteractionTarget } from './interaction.ts'
import { figuresFile, writeFigures } from './figures.ts'
import { exposeBuildConstants, resolveBuildConstants } from '../config/build-constants.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const resultsDir = join(root, 'bench-results')
const reportsDir = join(resultsDir, 'reports')
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const chromeFlags = ['--headless=new', ...chromiumFlags]
const floorLabel = 'floor (reference)'

/**
 * The targets every page must meet; LCP is relative to the floor page's LCP. The worst event is
 * the longest a tap waited for its frame while the app arrived (./interaction.ts).
 */
const targets = { score: 100, lcpToFloor: 1.1, tbtMs: 30, cls: 0, worstEventMs: 100 } as const

type Category = (typeof categories)[number]

interface Measurement {
  route: string
  url: string
  /** Each figure below is the median of the runs ("median" aggregation, as in Lighthouse CI). */
  scores: Record<Category, number | null>
  fcpMs: number
  lcpMs: number
  lcpToFloor: number
  tbtMs: number
  cls: number
  jsBytes: number
  totalBytes: number
  /** Every run's LCP and TBT, to show how much they varied. */
  lcpRunsMs: number[]
  tbtRunsMs: number[]
  /** Scored audits below full marks in the kept report, so a failing run can be read without re-running. */
  failingAudits: FailingAudit[]
  /** Lighthouse's CPU speed estimate for this run: a low or varying figure means a busy machine. */
  benchmarkIndex: number
  runWarnings: string[]
  runtimeError?: string
}

interface FailingAudit {
  category: Category
  id: string
  title: string
  score: number
  /** 0 for diagnostics that cost no points themselves. */
  weight: number
  displayValue?: string
}

interface Failure {
  route: string
  metric: string
  actual: string
  target: string
}

// ---------------------------------------------------------------------------------------------
// Command line and setup

interface Options {
  forceBuild: boolean
  only: string[]
  port: number
  runs: number
  withThirdParties: boolean
  staticServer: boolean
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
      runs: { type: 'string', default: '3' },
      'with-third-parties': { type: 'boolean', default: false },
      static: { type: 'boolean', default: false },
    },
  })
  const port = Number(process.env.BENCH_PORT ?? 4180)
  if (!Number.isInteger(port) || port < 1 || port > 65534)
    throw new Error(`BENCH_PORT must be a port number, not ${process.env.BENCH_PORT}`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of runs per page, not ${values.runs}`)
  return {
    forceBuild: values.build ?? false,
    only: values.only ?? [],
    port,
    runs,
    withThirdParties: values['with-third-parties'] ?? false,
    staticServer: values.static ?? false,
  }
}

/** Builds only when needed, since a build takes longer than measuring a page or two. */
function ensureBuilt(force: boolean): void {
  if (!force && existsSync(join(root, 'dist/client/index.html'))) return
  console.error(force ? 'Rebuilding the site (--build)…' : 'No build found: building the site…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`)
}

/**
 * The routes to measure, read from the site's own page list so new pages are never missed, and
 * the third-party origins the build was configured with.
 */
async function loadSite(
  only: string[],
): Promise<{ routes: string[]; unlisted: string[]; thirdPartyOrigins: string[]; interactions: InteractionTarget[] }> {
  // data/ modules read build-time globals as they load, so set them up the way vite.config.ts
  // does (production mode, as for `vike build`) before importing.
  exposeBuildConstants(resolveBuildConstants({ ...loadEnv('production', root, ''), ...process.env }))
  const { allPages } = await import('../data/site-pages.ts')
  const { siteConfig } = await import('../config/site-config.ts')
  const allRoutes = [...new Set(allPages.map((page) => page.path))]
  const unknown = only.filter((path) => !allRoutes.includes(path))
  if (unknown.length > 0) throw new Error(`--only: not a page path: ${unknown.join(', ')}`)
  const routes = only.length === 0 ? allRoutes : allRoutes.filter((path) => only.includes(path))
  const unlisted = allPages.filter((page) => page.unlisted).map((page) => page.path)
  const interactions = (await interactionTargets()).filter((target) => routes.includes(target.route))
  return { routes, unlisted, thirdPartyOrigins: thirdPartyOrigins(siteConfig).all, interactions }
}

/** The first control of each kind of page, found as the page has it before and after its app arrives. */
async function interactionTargets(): Promise<InteractionTarget[]> {
  const { routes } = await import('../data/routes.ts')
  const { siteCopy } = await import('../data/content.ts')
  return [
    { control: 'the menu', route: routes.home, selector: `[aria-controls="mobile-menu"], summary:has-text("${siteCopy.menu}")` },
    { control: 'the guided quote', route: routes.prices, selector: 'label:has(input[type="radio"][name="radiators"])' },
    { control: 'the postcode field', route: routes.areas, selector: 'input[name="postcode"]' },
    { control: 'the question search', route: routes.assistant, selector: 'input[type="search"]', drawnByApp: true },
  ]
}

// ---------------------------------------------------------------------------------------------
// Servers

/** Fails fast if the port is taken, so we never measure some other (stale) server by mistake. */
async function assertPortFree(port: number): Promise<void> {
  if (await answers(`http://localhost:${port}/`)) throw new Error(`Port ${port} is already in use: set BENCH_PORT to another port`)
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.body?.cancel()
    return true
  } catch {
    return false
  }
}

/** A copy of the build with the floor page added, so the floor goes through the same server as the pages (dist/client is never touched). */
const benchAssets = '.wrangler/bench-assets'
const floorPath = '/bench-floor'

async function prepareAssets(): Promise<void> {
  const target = join(root, benchAssets)
  await rm(target, { recursive: true, force: true })
  await cp(join(root, 'dist', 'client'), target, { recursive: true })
  await writeFile(join(target, `${floorPath.slice(1)}.html`), floorHtml)
}

/**
 * Starts the site as production serves it (scripts/serve.ts: wrangler dev, whose local proxy adds
 * to every request, floor included) in its own process group, so killing the group ends every child.
 */
async function startServer(port: number): Promise<ChildProcess> {
  await assertPortFree(port)
  await prepareAssets()
  const serveArgs = ['--port', String(port), '--assets', benchAssets, '--persist-to', '.wrangler/bench', '--fresh']
  const child = spawn('npx', ['tsx', 'scripts/serve.ts', ...serveArgs], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    await waitUntilAnswering(`http://localhost:${port}/`, child)
  } catch (error) {
    stopServer(child)
    throw new Error(`${(error as Error).message}\nthe server said:\n${output}`)
  }
  return child
}

/** Files a static host would send compressed. */
const compressible = /\.(html|js|css|svg|json|xml|txt)$/

/**
 * The same files from a plain static server (sirv) with brotli, as a static host serves them:
 * each compressible file gets its .br beside it once, so compression costs no time per request.
 */
async function startStaticServer(port: number): Promise<Server> {
  await assertPortFree(port)
  await prepareAssets()
  const target = join(root, benchAssets)
  for (const entry of await readdir(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    await writeFile(`${file}.br`, brotliCompressSync(await readFile(file)))
  }
  const server = createServer(sirv(target, { brotli: true, extensions: ['html'] }))
  await new Promise<void>((resolve) => server.listen(port, resolve))
  return server
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode})`)
    if (await answers(url)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs / 1000} s`)
}

function stopServer(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

/**
 * The smallest sensible page: the LCP any page of ours could hope for on this machine. Its icon
 * is an empty data: URI, as the site's is inline, so Chrome's automatic /favicon.ico request
 * cannot land before the paint in some runs and not others.
 */
const floorHtml = `<!doctype html><html lang="en-GB"><head><meta charset=utf-8><meta name=viewport content="width=device-width, initial-scale=1"><title>Floor</title><link rel=icon href="data:,"><meta name=description content="A one-file reference page with no script, used as the benchmark floor."><style>body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#fff}main{padding:1.5rem}h1{font-size:2rem;line-height:1.2;margin:0}</style></head><body><main><h1>Blocked heating fixed without a power flush</h1></main></body></html>`

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** One Lighthouse run with the default (mobile, simulated throttling) config. */
async function runLighthouse(url: string, port: number, blockedOrigins: readonly string[]): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    blockedUrlPatterns: blockedOrigins.map((origin) => `${origin}/*`),
  }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  return result.lhr
}

/**
 * Sorts a page's runs by LCP (single runs vary by 10–20% on a shared machine, the floor included)
 * and keeps the median run's report, so a missed target can be diagnosed without measuring again.
 */
async function keepMedianReport(name: string, runs: Result[]): Promise<Result[]> {
  const sorted = [...runs].sort((a, b) => numericAudit(a, 'largest-contentful-paint') - numericAudit(b, 'largest-contentful-paint'))
  const medianRun = sorted[Math.floor(sorted.length / 2)]
  if (!medianRun) throw new Error(`no Lighthouse run for ${name}`)
  await writeFile(join(reportsDir, `${reportName(name)}.json`), JSON.stringify(medianRun))
  return sorted
}

/** "/" becomes "home", "/prices" becomes "prices" and "/guides/x" becomes "guides--x" (one flat folder); the floor is "_floor", which no route can be. */
const reportName = (name: string): string => name.replace(/^\//, '').replaceAll('/', '--') || 'home'

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value for ${lhr.finalDisplayedUrl}`)
  return value
}

/** Bytes of script actually transferred, from the network-requests table. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') return 0
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0)
}

/** Scored audits below full marks, weighted or not: the weight-0 ones (diagnostics, insights) say why. */
function failingAudits(lhr: Result): FailingAudit[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref): FailingAudit[] => {
      const audit = lhr.audits[ref.id]
      // Informative, manual and not-applicable audits have no score, so cannot fail.
      if (!audit || audit.score === null || audit.score >= 1) return []
      const { id, title, score, displayValue } = audit
      return [{ category, id, title, score, weight: ref.weight, ...(displayValue ? { displayValue } : {}) }]
    }),
  )
}

/**
 * Each metric and score is the median over the runs, so one run disturbed by the machine (a
 * long task from another process, say) moves no figure; `runs` is sorted by LCP, and its middle
 * run, the report kept, gives the details.
 */
function toMeasurement(route: string, runs: Result[], floorLcpMs: number | undefined): Measurement {
  const kept = runs[Math.floor(runs.length / 2)]
  if (!kept) throw new Error(`no Lighthouse run for ${route}`)
  const medianAudit = (id: string): number => median(runs.map((lhr) => numericAudit(lhr, id)))
  const score = (category: Category): number | null => {
    const values = runs.flatMap((lhr) => {
      const value = lhr.categories[category]?.score
      return value === null || value === undefined ? [] : [value]
    })
    return values.length === 0 ? null : Math.round(median(values) * 100)
  }
  const lcpRunsMs = runs.map((lhr) => numericAudit(lhr, 'largest-contentful-paint'))
  const lcpMs = median(lcpRunsMs)
  const runtimeError = runs.find((lhr) => lhr.runtimeError)?.runtimeError
  return {
    route,
    url: kept.finalDisplayedUrl,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: medianAudit('first-contentful-paint'),
    lcpMs,
    lcpToFloor: lcpMs / (floorLcpMs ?? lcpMs),
    tbtMs: medianAudit('total-blocking-time'),
    cls: medianAudit('cumulative-layout-shift'),
    jsBytes: median(runs.map(scriptBytes)),
    totalBytes: medianAudit('total-byte-weight'),
    lcpRunsMs,
    tbtRunsMs: runs.map((lhr) => numericAudit(lhr, 'total-blocking-time')),
    failingAudits: failingAudits(kept),
    benchmarkIndex: kept.environment.benchmarkIndex,
    runWarnings: [...new Set(runs.flatMap((lhr) => lhr.runWarnings.map(String)))],
    ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
  }
}

/**
 * Measures in rounds, the floor just before each page, in one Chrome (runs would skew each
 * other): drift in the machine over a long benchmark then moves a page and its floor together.
 * Each page is compared with the median of the floor runs measured beside it.
 */
async function measureAll(
  floorUrl: string,
  siteOrigin: string,
  routes: string[],
  runs: number,
  blockedOrigins: readonly string[],
): Promise<{ floor: Measurement; pages: Measurement[] }> {
  await mkdir(reportsDir, { recursive: true })
  const path = chromiumPath()
  const chrome = await chromeLauncher.launch({ chromeFlags, ...(path ? { chromePath: path } : {}) })
  try {
    const floorRuns = new Map<string, Result[]>(routes.map((route) => [route, []]))
    const pageRuns = new Map<string, Result[]>(routes.map((route) => [route, []]))
    for (let round = 1; round <= runs; round += 1) {
      for (const [index, route] of routes.entries()) {
        console.error(`Round ${round}/${runs}: the floor, then ${route} (${index + 1}/${routes.length})…`)
        floorRuns.get(route)?.push(await runLighthouse(floorUrl, chrome.port, blockedOrigins))
        pageRuns.get(route)?.push(await runLighthouse(siteOrigin + route, chrome.port, blockedOrigins))
      }
    }
    const floor = toMeasurement(floorLabel, await keepMedianReport('_floor', [...floorRuns.values()].flat()), undefined)
    const pages: Measurement[] = []
    for (const route of routes) {
      const besideIt = toMeasurement(floorLabel, floorRuns.get(route) ?? [], undefined)
      pages.push(toMeasurement(route, await keepMedianReport(route, pageRuns.get(route) ?? []), besideIt.lcpMs))
    }
    return { floor, pages }
  } finally {
    chrome.kill()
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number): string => (bytes / 1024).toFixed(1)
const ms = (value: number): string => String(Math.round(value))
const scoreText = (value: number | null): string => (value === null ? '–' : String(value))

function markdownTable(rows: Measurement[]): string {
  const header = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'LCP / floor', 'TBT ms', 'CLS', 'JS KB', 'Total KB']
  const lines = rows.map((row) => [
    row.route,
    scoreText(row.scores.performance),
    scoreText(row.scores.accessibility),
    scoreText(row.scores['best-practices']),
    scoreText(row.scores.seo),
    ms(row.fcpMs),
    ms(row.lcpMs),
    `${row.lcpToFloor.toFixed(2)}×`,
    ms(row.tbtMs),
    row.cls.toFixed(3),
    kb(row.jsBytes),
    kb(row.totalBytes),
  ])
  const toLine = (cells: string[]): string => `| ${cells.join(' | ')} |`
  return [toLine(header), toLine(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...lines.map(toLine)].join('\n')
}

const categoryLabels: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

/** `unlisted`: the page asks search engines not to list it (the thank-you page), so SEO, which wants that, does not apply. */
function checkTargets(page: Measurement, unlisted: boolean): Failure[] {
  const failures: Failure[] = []
  const fail = (metric: string, actual: string, target: string): void => void failures.push({ route: page.route, metric, actual, target })
  for (const category of categories) {
    if (unlisted && category === 'seo') continue
    const value = page.scores[category]
    if (value !== targets.score) fail(categoryLabels[category], scoreText(value), String(targets.score))
  }
  // Compare the figures as printed, so the table and the verdict never disagree.
  if (Number(page.lcpToFloor.toFixed(2)) > targets.lcpToFloor)
    fail('LCP / floor', `${page.lcpToFloor.toFixed(2)}× (${ms(page.lcpMs)} ms)`, `≤ ${targets.lcpToFloor}×`)
  if (Math.round(page.tbtMs) > targets.tbtMs) fail('TBT', `${ms(page.tbtMs)} ms`, `≤ ${targets.tbtMs} ms`)
  if (Math.round(page.cls * 1000) !== targets.cls) fail('CLS', page.cls.toFixed(3), '0.000')
  if (page.runtimeError) fail('Lighthouse run', page.runtimeError, 'no error')
  return failures
}

const failureLine = (failure: Failure): string => `${failure.route}: ${failure.metric} ${failure.actual} (target ${failure.target})`

/** The targets in one line, for the figures page. */
const targetsLine =
  `Lighthouse scores ${targets.score} (SEO not for unlisted pages); LCP ≤ ${targets.lcpToFloor} × the floor's; ` +
  `TBT ≤ ${targets.tbtMs} ms; CLS ${targets.cls}; worst tap ≤ ${targets.worstEventMs} ms`

function interactionTable(rows: readonly InteractionMeasurement[]): string {
  const lines = rows.map((row) => `| ${row.route} | ${row.control} | ${ms(row.worstEventMs)} | ${row.runsMs.map(ms).join(', ')} |`)
  return ['| Route | Tapped | Worst event ms | Each run |', '| --- | --- | ---: | --- |', ...lines].join('\n')
}

function checkInteraction(row: InteractionMeasurement): Failure[] {
  if (Math.round(row.worstEventMs) <= targets.worstEventMs) return []
  return [
    { route: row.route, metric: `Tap on ${row.control}`, actual: `${ms(row.worstEventMs)} ms`, target: `≤ ${targets.worstEventMs} ms` },
  ]
}

interface Results {
  table: string
  floor: Measurement
  pages: Measurement[]
  interactions: InteractionMeasurement[]
  failures: Failure[]
}

async function writeResults(results: Results): Promise<string> {
  await mkdir(resultsDir, { recursive: true })
  const file = join(resultsDir, 'latest.json')
  const json = { generatedAt: new Date().toISOString(), targets, ...results }
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`)
  return file
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = readOptions()
  ensureBuilt(options.forceBuild)
  const { routes, unlisted, thirdPartyOrigins, interactions: interactionTargetsToTap } = await loadSite(options.only)
  // The providers' own scripts and pages are theirs to make fast, and the placeholder hosts
  // never resolve, so by default they are blocked: the page is measured as it is while they fail,
  // which the browser tests prove it survives. --with-third-parties lets them load.
  const blockedOrigins = options.withThirdParties ? [] : thirdPartyOrigins
  if (blockedOrigins.length > 0) console.error(`Third parties blocked (--with-third-parties loads them): ${blockedOrigins.join(', ')}`)
  let server: ChildProcess | undefined
  let staticServer: Server | undefined
  // Kill the server's process group on Ctrl-C too, or it outlives the benchmark.
  const onSignal = (signal: NodeJS.Signals): void => {
    if (server) stopServer(server)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    if (options.staticServer) staticServer = await startStaticServer(options.port)
    else server = await startServer(options.port)
    console.error(options.staticServer ? 'Served by a plain static server (sirv, brotli).' : 'Served by wrangler dev (scripts/serve.ts).')
    const { floor, pages } = await measureAll(
      `http://localhost:${options.port}${floorPath}`,
      `http://localhost:${options.port}`,
      routes,
      options.runs,
      blockedOrigins,
    )
    const interactions = await measureInteractions(
      `http://localhost:${options.port}`,
      interactionTargetsToTap,
      options.runs,
      blockedOrigins,
    )
    const table = markdownTable([floor, ...pages])
    const failures = [
      ...pages.flatMap((page) => checkTargets(page, unlisted.includes(page.route))),
      ...interactions.flatMap(checkInteraction),
    ]
    console.log(table)
    if (interactions.length > 0) console.log(`\nTaps while the app arrives (CPU slowed 4×):\n\n${interactionTable(interactions)}`)
    const file = await writeResults({ table, floor, pages, interactions, failures })
    console.log(`\nFull results: ${file}`)
    if (options.only.length === 0) {
      const figures = await writeFigures(root, {
        pagesTable: table,
        ...(interactions.length > 0 ? { tapsTable: interactionTable(interactions) } : {}),
        targets: targetsLine,
        failures: failures.map(failureLine),
        pageCount: pages.length,
        runs: options.runs,
        withThirdParties: options.withThirdParties,
        staticServer: options.staticServer,
      })
      console.log(`Figures written to ${figures}: commit them with the change they measure.`)
    } else {
      console.log(`${figuresFile(options.staticServer)} left as it was: --only measured some routes, not all.`)
    }
    if (failures.length === 0) {
      console.log(`\nAll ${pages.length} routes meet every target.`)
      return 0
    }
    console.log(`\n${failures.length} target(s) missed:`)
    for (const failure of failures) console.log(`- ${failureLine(failure)}`)
    return 1
  } finally {
    if (server) stopServer(server)
    staticServer?.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)

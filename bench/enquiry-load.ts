// Load test of the enquiry API on a running server (not part of `npm test`): 200 enquiries without
// photos from 20 concurrent clients, one in ten sent twice at once (a double tap), then a check in
// D1 that each was stored exactly once. Prints p50/p95/max latency against the 200 ms target, and the
// same figures for a request the Worker answers at once, the local runtime's floor.
//   tsx bench/enquiry-load.ts [http://localhost:4173] [--persist-to DIR]
//   (or ENQUIRY_BENCH_URL=…); exits 1 when an enquiry is missing or doubled, or p95 misses the target.
import '../config/expose-for-scripts.ts'
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { enquiryControlNames, enquiryStartEndpoint, type EnquiryFieldName } from '../enquiry/fields.ts'
import { enquiryLimits } from '../enquiry/schema.ts'
import { enquiry } from '../data/enquiry.ts'
import { queryD1 } from '../scripts/enquiries.ts'
import { localAreas } from '../data/site-pages.ts'
import { enquiryEndpoint } from '../data/routes.ts'

const enquiryCount = 200
const clients = 20
const doubledEvery = 10
const deadlineMilliseconds = 60_000
const p95TargetMilliseconds = 200

const { values: options, positionals } = parseArgs({ allowPositionals: true, options: { 'persist-to': { type: 'string' } } })
const baseUrl = positionals[0] ?? process.env.ENQUIRY_BENCH_URL ?? 'http://localhost:4173'
const endpoint = new URL(enquiryEndpoint, baseUrl).href

// The rate limit allows 5 a minute per address, so each enquiry comes from its own (a header value
// only, never contacted). Random per run, so a second run within the minute meets no limit.
const runPrefix = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
const runTag = randomUUID().slice(0, 8)

interface Job {
  index: number
  submissionId: string
  doubled: boolean
}

interface Sent {
  index: number
  status: number
  milliseconds: number
  reference?: string
  duplicate?: boolean
  error?: string
}

function answers(index: number): Record<EnquiryFieldName, string> {
  return {
    name: `Bench ${runTag} ${index}`,
    phone: '020 7946 0123',
    email: '',
    postcode: `${localAreas[0]?.postcodes[0] ?? 'N13'} 4AB`,
    radiators: '',
    pipeType: enquiry.pipeTypes[0]?.value ?? '',
    powerFlushed: enquiry.powerFlushedOptions[0]?.value ?? '',
    note: 'Load test',
    callTime: enquiry.callTimes[0]?.value ?? '',
  }
}

/**
 * A start time the Worker signed, as our form page carries one, held for as long as a person takes
 * to fill the form in; '' when the server cannot be reached (every post then fails, and says so).
 */
async function formStart(): Promise<string> {
  try {
    const { startedAt } = (await (await fetch(new URL(enquiryStartEndpoint, baseUrl))).json()) as { startedAt: string }
    await new Promise((resolve) => setTimeout(resolve, enquiryLimits.minFillMilliseconds))
    return startedAt
  } catch {
    return ''
  }
}

async function send(job: Job, startedAt: string, deadline: number): Promise<Sent> {
  const body = new URLSearchParams({
    ...answers(job.index),
    [enquiryControlNames.submissionId]: job.submissionId,
    [enquiryControlNames.startedAt]: startedAt,
  })
  const started = performance.now()
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      body,
      // As our own page posts: the Worker refuses a post that names another origin, or none.
      headers: { Accept: 'application/json', Origin: new URL(baseUrl).origin, 'CF-Connecting-IP': `${runPrefix}.${job.index + 1}` },
      signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    })
    const answer = (await response.json()) as { reference?: string; duplicate?: boolean; message?: string }
    return { index: job.index, status: response.status, milliseconds: performance.now() - started, ...answer }
  } catch (error) {
    return {
      index: job.index,
      status: 0,
      milliseconds: performance.now() - started,
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

/** Nearest-rank percentile. */
const percentile = (sorted: readonly number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN

/**
 * The runtime's own floor: as many requests, as concurrent, to an /api address the Worker answers
 * at once with a 404. What the enquiry adds to it is the Worker's work; the rest is the local proxy's.
 */
async function measureFloor(requests: number): Promise<{ p50: number; p95: number }> {
  const floorUrl = new URL('/api/load-test-floor', baseUrl).href
  const latencies: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next++ < requests) {
        const started = performance.now()
        const response = await fetch(floorUrl, { headers: { Accept: 'application/json' } })
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) }
}

async function main(): Promise<void> {
  const jobs: Job[] = Array.from({ length: enquiryCount }, (_, index) => ({
    index,
    submissionId: randomUUID(),
    doubled: index % doubledEvery === 0,
  }))
  console.log(`${enquiryCount} enquiries (${jobs.filter((job) => job.doubled).length} sent twice) from ${clients} clients to ${endpoint}`)
  const startedAt = await formStart()
  const deadline = Date.now() + deadlineMilliseconds
  const sent: Sent[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < jobs.length && Date.now() < deadline) {
        const job = jobs[next++]
        if (!job) break
        // A double tap: both posts leave together.
        sent.push(
          ...(await Promise.all(
            job.doubled ? [send(job, startedAt, deadline), send(job, startedAt, deadline)] : [send(job, startedAt, deadline)],
          )),
        )
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000

  const latencies = sent.map((result) => result.milliseconds).sort((a, b) => a - b)
  const p50 = percentile(latencies, 0.5)
  const p95 = percentile(latencies, 0.95)
  const statusCounts = new Map<number, number>()
  for (const result of sent) statusCounts.set(result.status, (statusCounts.get(result.status) ?? 0) + 1)
  const statuses = [...statusCounts].map(([status, count]) => `${status}: ${count}`)
  console.log(
    `${sent.length} requests in ${seconds.toFixed(1)} s (${(sent.length / seconds).toFixed(0)}/s); statuses ${statuses.join(', ')}`,
  )
  for (const failure of sent.filter((result) => result.status !== 201).slice(0, 5))
    console.log(`  #${failure.index}: ${failure.status} ${failure.error ?? ''}`)
  console.log(
    `latency p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms (target: p95 ≤ ${p95TargetMilliseconds} ms)`,
  )
  const floor = await measureFloor(sent.length)
  console.log(
    `runtime floor (${sent.length} requests answered with a 404 at once, ${clients} at a time): p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms; the enquiry adds p50 ${(p50 - floor.p50).toFixed(1)} ms, p95 ${(p95 - floor.p95).toFixed(1)} ms`,
  )

  // Both posts of a double tap must name the same enquiry.
  const referencesByJob = new Map<number, Set<string | undefined>>()
  for (const result of sent) referencesByJob.set(result.index, (referencesByJob.get(result.index) ?? new Set()).add(result.reference))
  const splitTaps = [...referencesByJob.values()].filter((references) => references.size > 1).length

  const ids = jobs.map((job) => `'${job.submissionId}'`).join(',')
  const rows = await queryD1<{ submission_id: string; reference: string }>(
    `SELECT submission_id, reference FROM enquiries WHERE submission_id IN (${ids})`,
    {
      remote: false,
      persistTo: options['persist-to'],
    },
  )
  const stored = new Map<string, number>()
  for (const row of rows) stored.set(row.submission_id, (stored.get(row.submission_id) ?? 0) + 1)
  const missing = jobs.filter((job) => !stored.has(job.submissionId)).length
  const doubled = [...stored.values()].filter((count) => count > 1).length
  const storedOnce = rows.length === enquiryCount && missing === 0 && doubled === 0 && splitTaps === 0
  console.log(
    `stored: ${rows.length} rows for ${enquiryCount} enquiries; missing ${missing}, stored twice ${doubled}, double taps answered with two references ${splitTaps} → ${storedOnce ? 'each stored exactly once' : 'FAILED'}`,
  )
  const fast = p95 <= p95TargetMilliseconds
  if (!fast) console.log(`p95 ${p95.toFixed(1)} ms misses the ${p95TargetMilliseconds} ms target`)
  process.exit(storedOnce && fast ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})

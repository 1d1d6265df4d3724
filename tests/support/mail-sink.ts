// A stand-in for the transactional mail API on loopback, for the browser tests: it keeps what the
// Worker sends, and can be told to fail, so a test sees a notification fail and then be retried.
// It answers for Turnstile's siteverify too, so no test reaches Cloudflare.
//   POST /emails          the Worker's call (JSON): stored, or 503 while failures are pending
//   GET  /emails          what was stored, oldest first
//   POST /fail?match=T&times=N   the next N calls whose message contains T fail (tests run side by side)
//   POST /siteverify      Turnstile's check (form-encoded secret and response): success for a passing token and the test secret
//   GET  /health          for the test runner to know it is up
import { createServer } from 'node:http'
import type { SentEmail } from './enquiry-test-data.ts'
import { mailSinkPort, turnstileTest } from './mail-sink-address.ts'

const emails: SentEmail[] = []
/** Text to look for in a message → how many more of its calls fail. */
const failures = new Map<string, number>()

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  if (request.method === 'GET' && url.pathname === '/health') return reply(200, { ok: true })
  if (request.method === 'GET' && url.pathname === '/emails') return reply(200, emails)
  if (request.method === 'POST' && url.pathname === '/fail') {
    failures.set(url.searchParams.get('match') ?? '', Number(url.searchParams.get('times') ?? 1))
    return reply(200, Object.fromEntries(failures))
  }
  if (request.method !== 'POST' || !['/emails', '/siteverify'].includes(url.pathname)) return reply(404, { message: 'No such route' })
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8')
    if (url.pathname === '/siteverify') {
      const check = new URLSearchParams(body)
      const passed =
        check.get('secret') === turnstileTest.secret && (check.get('response') ?? '').startsWith(turnstileTest.passingTokenPrefix)
      return reply(200, passed ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] })
    }
    const failing = [...failures].find(([match, times]) => times > 0 && body.includes(match))
    if (failing) {
      failures.set(failing[0], failing[1] - 1)
      return reply(503, { message: 'The mail service is down (as the test asked).' })
    }
    const email = JSON.parse(body) as Omit<SentEmail, 'authorization'>
    emails.push({ ...email, authorization: request.headers.authorization ?? null })
    reply(200, { id: `test-${emails.length}` })
  })
})

server.listen(mailSinkPort, '127.0.0.1')

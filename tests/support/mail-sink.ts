// A stand-in for the transactional mail API on loopback, for the browser tests: it keeps what the
// Worker sends, and can be told to fail, so a test sees a notification fail and then be retried.
//   POST /emails          the Worker's call (JSON): stored, or 503 while failures are pending
//   GET  /emails          what was stored, oldest first
//   POST /fail?match=T&times=N   the next N calls whose message contains T fail (tests run side by side)
//   GET  /health          for the test runner to know it is up
import { createServer } from 'node:http'
import { mailSinkPort, type SentEmail } from './mail-sink-address.ts'

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
  if (request.method === 'POST' && url.pathname === '/emails') {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const failing = [...failures].find(([match, times]) => times > 0 && body.includes(match))
      if (failing) {
        failures.set(failing[0], failing[1] - 1)
        return reply(503, { message: 'The mail service is down (as the test asked).' })
      }
      const email = JSON.parse(body) as Omit<SentEmail, 'authorization'>
      emails.push({ ...email, authorization: request.headers.authorization ?? null })
      reply(200, { id: `test-${emails.length}` })
    })
    return
  }
  reply(404, { message: 'No such route' })
})

server.listen(mailSinkPort, '127.0.0.1')

// The Worker: only /api/* and the form's page reach it (wrangler.jsonc `run_worker_first`); every
// other page is a static asset. It takes enquiries (take-enquiry.ts) and keeps them with their
// photos (storage.ts), writes into the pages it answers with (pages.ts), emails the business and
// on a schedule retries and deletes what is due (mail.ts), and signs the CMS in (admin-sign-in.ts).
import { enquiryStartEndpoint } from '../enquiry/fields.ts'
import { githubOAuth } from './admin-sign-in.ts'
import { apiHeaders, notFound, type WorkerEnv } from './env.ts'
import { runScheduled } from './mail.ts'
import { serveFormPage } from './pages.ts'
import { servePhoto } from './storage.ts'
import { formStartAnswer, postEnquiry } from './take-enquiry.ts'
import { routes, enquiryEndpoint } from '../data/routes.ts'

async function route(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url)
  const oauth = await githubOAuth(request, env)
  if (oauth) return oauth
  if (url.pathname === routes.enquiry) return serveFormPage(request, env)
  const reading = request.method === 'GET' || request.method === 'HEAD'
  if (url.pathname === enquiryEndpoint) {
    if (request.method === 'POST') return postEnquiry(request, env, ctx)
    // The address bar shows this after a form posted without JavaScript: reopened, it leads back to the form.
    if (reading) return new Response(null, { status: 303, headers: { ...apiHeaders, Location: routes.enquiry } })
    return notFound()
  }
  if (url.pathname === enquiryStartEndpoint && reading) return formStartAnswer(env)
  if (url.pathname.startsWith('/api/photos/') && reading) return servePhoto(url, env, new Date())
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return notFound()
  // Not reached while run_worker_first names only these; kept so a wider pattern still serves pages.
  return env.ASSETS.fetch(request)
}

/** The same response with the API headers set (an R2 object, a rewritten page). */
function withApiHeaders(response: Response): Response {
  const copy = new Response(response.body, response)
  for (const [name, value] of Object.entries(apiHeaders)) copy.headers.set(name, value)
  return copy
}

export default {
  async fetch(request, env, ctx) {
    const response = await route(request, env, ctx)
    return new URL(request.url).pathname.startsWith('/api') ? withApiHeaders(response) : response
  },
  async scheduled(controller, env) {
    await runScheduled(env, new Date(controller.scheduledTime))
  },
} satisfies ExportedHandler<WorkerEnv>

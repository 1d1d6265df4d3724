// The Worker: only /api/* and the form's page reach it (wrangler.jsonc `run_worker_first`); every
// other page is a static asset. It takes enquiries, serves their photos through signed links,
// writes into the form's page what a link carries (and Turnstile's widget), and on a schedule
// retries the business's emails and deletes what is due.
import { enquiryEndpoint, enquiryPaths } from '../components/enquiry/enquiry-fields.ts'
import type { WorkerEnv } from './env.ts'
import { serveFormPage } from './form-page.ts'
import { githubOAuth } from './github-oauth.ts'
import { apiHeaders, notFound, withApiHeaders } from './http.ts'
import { postEnquiry } from './post-enquiry.ts'
import { runScheduled } from './scheduled.ts'
import { servePhoto } from './serve-photo.ts'

async function route(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url)
  // The CMS's GitHub sign-in (/api/auth, /api/callback).
  const oauth = await githubOAuth(request, env)
  if (oauth) return oauth
  if (url.pathname === enquiryPaths.form) return serveFormPage(request, env)
  const reading = request.method === 'GET' || request.method === 'HEAD'
  if (url.pathname === enquiryEndpoint) {
    if (request.method === 'POST') return postEnquiry(request, env, ctx)
    // The address bar shows this after a form posted without JavaScript: reopened, it leads back to the form.
    if (reading) return new Response(null, { status: 303, headers: { ...apiHeaders, Location: enquiryPaths.form } })
    return notFound()
  }
  if (url.pathname.startsWith('/api/photos/') && reading) return servePhoto(url, env, new Date())
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return notFound()
  // Not reached while run_worker_first names only these; kept so a wider pattern still serves pages.
  return env.ASSETS.fetch(request)
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

// GET /request-a-call: the form's page. The static file as it is, unless the Worker has something
// to write into it: the answers a link carries (`?radiators=14&postcode=N13%204AB`, from the price
// finder, the coverage check and the local pages), so they are filled in without JavaScript; the
// page whose link brought the visitor, for the business; and Turnstile's widget when it is on. A
// static host serves the same page unfilled, and its inline script fills it (renderer/prefill-enquiry.ts).
import { enquiryPaths } from '../components/enquiry/enquiry-fields.ts'
import type { WorkerEnv } from './env.ts'
import { refererPath } from './enquiry-form-data.ts'
import { formPageAnswer } from './html-form-page.ts'
import { linkAnswers } from './link-answers.ts'
import { prerenderedPage } from './prerendered-page.ts'
import { turnstileSiteKey } from './turnstile-keys.ts'

export async function serveFormPage(request: Request, env: WorkerEnv): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return env.ASSETS.fetch(request)
  const answers = linkAnswers(new URL(request.url).searchParams)
  const siteKey = turnstileSiteKey(env)
  // The page whose link brought the visitor here, for the business; not the form's own after a reload.
  const linkedFrom = refererPath(request)
  const startedOn = linkedFrom === enquiryPaths.form ? '' : linkedFrom
  // Written for this visitor: kept out of shared caches.
  const personal = Object.keys(answers).length > 0 || startedOn !== ''
  // Nothing to write: the asset server answers, with its own caching (ETag, 304).
  if (!personal && !siteKey) return env.ASSETS.fetch(request)
  const page = await prerenderedPage(env, request, enquiryPaths.form)
  if (!page) return env.ASSETS.fetch(request)
  return formPageAnswer(page, { errors: {}, failure: null, answers, startedOn, turnstileSiteKey: siteKey }, 200, { personal })
}

// GET /request-a-call: the form's page. The static file as it is, unless the Worker has something
// to write into it: the answers a link carries (`?radiators=14&postcode=N13%204AB`, from the price
// finder, the coverage check and the local pages), so they are filled in without JavaScript, and
// Turnstile's widget when it is on. A static host serves the same page unfilled, and its inline
// script fills it (renderer/prefill-enquiry.ts).
import { enquiryPaths } from '../components/enquiry/enquiry-fields.ts'
import type { WorkerEnv } from './env.ts'
import { formPageAnswer } from './html-form-page.ts'
import { linkAnswers } from './link-answers.ts'
import { prerenderedPage } from './prerendered-page.ts'
import { turnstileSiteKey } from './turnstile-keys.ts'

export async function serveFormPage(request: Request, env: WorkerEnv): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return env.ASSETS.fetch(request)
  const answers = linkAnswers(new URL(request.url).searchParams)
  const siteKey = turnstileSiteKey(env)
  const personal = Object.keys(answers).length > 0
  // Nothing to write: the asset server answers, with its own caching (ETag, 304).
  if (!personal && !siteKey) return env.ASSETS.fetch(request)
  const page = await prerenderedPage(env, request, enquiryPaths.form)
  if (!page) return env.ASSETS.fetch(request)
  return formPageAnswer(page, { errors: {}, failure: null, answers, turnstileSiteKey: siteKey }, 200, { personal })
}

// The answer to a form posted without JavaScript: a whole page, the prerendered thank-you or form
// page written into by HTMLRewriter, so it looks and reads exactly like the site.
import { enquiryPaths } from '../components/enquiry/enquiry-fields.ts'
import type { EnquiryOutcome } from './enquiry-outcome.ts'
import type { WorkerEnv } from './env.ts'
import { rewriteFormPage, type FormPageProblems } from './html-form-page.ts'
import { rewriteSentPage } from './html-sent-page.ts'
import { escapeHtml } from './html-escape.ts'
import { apiHeaders } from './http.ts'

const choosePhotosAgain = 'Choose your photos again: they cannot be kept while the form is corrected.'

async function prerenderedPage(env: WorkerEnv, request: Request, path: string): Promise<Response | null> {
  try {
    const page = await env.ASSETS.fetch(new Request(new URL(path, request.url)))
    if (page.ok) return page
    await page.body?.cancel()
    console.error(`Page ${path} answered ${page.status}: answering a plain page instead`)
  } catch (error) {
    console.error(`Page ${path} could not be read: ${error instanceof Error ? error.message : String(error)}`)
  }
  return null
}

/** Should the built pages be missing, the same words on a bare page: the visitor is still told. */
function plainPage(title: string, lines: readonly string[]): Response {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
  const link = `<p><a href="${enquiryPaths.form}">Back to the form</a></p>`
  return new Response(
    `<!doctype html>\n<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>\n${body}\n${link}</main></body></html>`,
  )
}

function pageResponse(page: Response, status: number, retryAfter?: number): Response {
  const headers = new Headers(page.headers)
  // The page is now this visitor's: none of the static file's caching applies.
  for (const name of ['Content-Length', 'ETag', 'Last-Modified', 'Cache-Control', 'Age']) headers.delete(name)
  for (const [name, value] of Object.entries(apiHeaders)) headers.set(name, value)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  if (retryAfter) headers.set('Retry-After', String(retryAfter))
  return new Response(page.body, { status, headers })
}

function problemsOf(outcome: Exclude<EnquiryOutcome, { kind: 'accepted' }>): FormPageProblems {
  if (outcome.kind === 'invalid') {
    const errors = outcome.photosSent && !outcome.errors.photos ? { ...outcome.errors, photos: choosePhotosAgain } : outcome.errors
    return { errors, failure: null, answers: outcome.answers }
  }
  const failure = outcome.photosSent ? `${outcome.refusal.message} ${choosePhotosAgain}` : outcome.refusal.message
  return { errors: {}, failure, answers: outcome.answers }
}

export async function htmlAnswer(outcome: EnquiryOutcome, request: Request, env: WorkerEnv): Promise<Response> {
  if (outcome.kind === 'accepted') {
    const page = await prerenderedPage(env, request, enquiryPaths.sent)
    const missing = outcome.photosMissing.length > 0 ? [`These photos did not arrive: ${outcome.photosMissing.join(', ')}`] : []
    return pageResponse(
      page
        ? rewriteSentPage(page, outcome.reference, outcome.photosMissing)
        : plainPage('Thank you: we have your details', [`Your reference is ${outcome.reference}.`, ...missing]),
      200,
    )
  }
  const problems = problemsOf(outcome)
  const status = outcome.kind === 'invalid' ? 422 : outcome.refusal.status
  const page = await prerenderedPage(env, request, enquiryPaths.form)
  const lines = [...(problems.failure ? [problems.failure] : []), ...Object.values(problems.errors)]
  return pageResponse(
    page ? rewriteFormPage(page, problems) : plainPage('Your enquiry was not sent', lines),
    status,
    outcome.kind === 'refused' ? outcome.refusal.retryAfter : undefined,
  )
}

// The answer to a form posted without JavaScript: a whole page, the prerendered thank-you or form
// page written into by HTMLRewriter, so it looks and reads exactly like the site.
import { enquiryPaths } from '../components/enquiry/enquiry-fields.ts'
import type { EnquiryOutcome } from './enquiry-outcome.ts'
import type { WorkerEnv } from './env.ts'
import { formPageAnswer, type FormPageContent } from './html-form-page.ts'
import { rewriteSentPage } from './html-sent-page.ts'
import { escapeHtml } from './html-escape.ts'
import { pageAnswer, prerenderedPage } from './prerendered-page.ts'
import { turnstileSiteKey } from './turnstile-keys.ts'

const choosePhotosAgain = 'Choose your photos again: they cannot be kept while the form is corrected.'

/** Should the built pages be missing, the same words on a bare page: the visitor is still told. */
function plainPage(title: string, lines: readonly string[], status: number, retryAfter?: number): Response {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
  const link = `<p><a href="${enquiryPaths.form}">Back to the form</a></p>`
  return new Response(
    `<!doctype html>\n<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>\n${body}\n${link}</main></body></html>`,
    // Under /api, so never cached (index.ts).
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}) } },
  )
}

function contentOf(outcome: Exclude<EnquiryOutcome, { kind: 'accepted' }>, env: WorkerEnv): FormPageContent {
  const turnstile = turnstileSiteKey(env)
  if (outcome.kind === 'invalid') {
    const errors = outcome.photosSent && !outcome.errors.photos ? { ...outcome.errors, photos: choosePhotosAgain } : outcome.errors
    return { errors, failure: null, answers: outcome.answers, startedOn: outcome.startedOn, turnstileSiteKey: turnstile }
  }
  const failure = outcome.photosSent ? `${outcome.refusal.message} ${choosePhotosAgain}` : outcome.refusal.message
  return { errors: {}, failure, answers: outcome.answers, startedOn: outcome.startedOn, turnstileSiteKey: turnstile }
}

export async function htmlAnswer(outcome: EnquiryOutcome, request: Request, env: WorkerEnv): Promise<Response> {
  if (outcome.kind === 'accepted') {
    const page = await prerenderedPage(env, request, enquiryPaths.sent)
    if (page) return pageAnswer(rewriteSentPage(page, outcome.reference, outcome.photosMissing), 200, { personal: true })
    const missing = outcome.photosMissing.length > 0 ? [`These photos did not arrive: ${outcome.photosMissing.join(', ')}`] : []
    return plainPage('Thank you: we have your details', [`Your reference is ${outcome.reference}.`, ...missing], 200)
  }
  const content = contentOf(outcome, env)
  const status = outcome.kind === 'invalid' ? 422 : outcome.refusal.status
  const retryAfter = outcome.kind === 'refused' ? outcome.refusal.retryAfter : undefined
  const page = await prerenderedPage(env, request, enquiryPaths.form)
  if (page) return formPageAnswer(page, content, status, { personal: true, retryAfter })
  const lines = [...(content.failure ? [content.failure] : []), ...Object.values(content.errors)]
  return plainPage('Your enquiry was not sent', lines, status, retryAfter)
}

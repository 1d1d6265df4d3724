// The site's own pages, as built, with what the Worker writes into them: the form's page with the
// time it was given out (signed), the answers a link carried or a visitor sent, their problems the
// GOV.UK way (a summary linking to each field, the message by the field, aria-invalid) and
// Turnstile's widget when it is on; and the thank-you page with the visitor's reference. Visitor
// text goes in as text or attribute values only. Should a built page be missing, the same words
// come on a bare page: the visitor is still told.
import {
  enquiryControlNames,
  enquiryFieldNames,
  enquiryIds,
  turnstileOrigin,
  type EnquiryAnswers,
  type EnquiryFieldName,
} from '../enquiry/fields.ts'
import { enquirySchema, type CallBack, type EnquiryErrors, type Refusal } from '../enquiry/schema.ts'
import { enquiry as copy } from '../data/enquiry.ts'
import { apiHeaders, errorMessage, escapeHtml, turnstileSiteKey, type WorkerEnv } from './env.ts'
import { signFormStart } from './signing.ts'
import { routes } from '../data/routes.ts'

/** The page as built, read afresh (no conditional headers: what is written into it is new), or null if it cannot be read. */
async function prerenderedPage(env: WorkerEnv, request: Request, path: string): Promise<Response | null> {
  try {
    const page = await env.ASSETS.fetch(new Request(new URL(path, request.url)))
    if (page.ok) return page
    await page.body?.cancel()
    console.error(`Page ${path} answered ${page.status}: answering a plain page instead`)
  } catch (error) {
    console.error(`Page ${path} could not be read: ${errorMessage(error)}`)
  }
  return null
}

/**
 * The rewritten page's headers: the static file's, less its validators (the body is no longer that
 * file's), never cached (it holds what this visitor sent, or a start time of their own).
 */
function pageAnswer(page: Response, status: number, extra: Record<string, string> = {}): Response {
  const headers = new Headers(page.headers)
  for (const name of ['Content-Length', 'ETag', 'Last-Modified', 'Age']) headers.delete(name)
  for (const [name, value] of Object.entries({ ...apiHeaders, 'Content-Type': 'text/html; charset=utf-8', ...extra }))
    headers.set(name, value)
  return new Response(page.body, { status, headers })
}

function plainPage(title: string, lines: readonly string[], status: number, extra: Record<string, string> = {}): Response {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
  const link = `<p><a href="${routes.enquiry}">Back to the form</a></p>`
  return new Response(
    `<!doctype html>\n<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>\n${body}\n${link}</main></body></html>`,
    { status, headers: { ...apiHeaders, 'Content-Type': 'text/html; charset=utf-8', ...extra } },
  )
}

/** The policy with `origin` allowed by each of `directives`; a directive it lacks starts from default-src. */
export function allowOrigin(policy: string, directives: readonly string[], origin: string): string {
  const parsed = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) parsed.set(name.toLowerCase(), sources)
  }
  for (const directive of directives) {
    const sources = parsed.get(directive) ?? parsed.get('default-src') ?? []
    // 'none' allows nothing, so it cannot stand beside an origin.
    parsed.set(directive, [...sources.filter((source) => source !== "'none'" && source !== origin), origin])
  }
  return [...parsed].map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

/**
 * The answers a link to the form may carry (`?radiators=14&postcode=N13%204AB`, from the price
 * finder, the coverage check and the local pages): the radiator count when it is one of the form's
 * choices, and the postcode when the coverage check takes it, written as the check writes it.
 * Everything else is ignored, so nothing from the address reaches the page as it was typed there.
 */
export function linkAnswers(query: URLSearchParams): EnquiryAnswers {
  const answers: EnquiryAnswers = {}
  const radiators = enquirySchema.shape.radiators.safeParse(query.get('radiators') ?? '')
  if (radiators.success && radiators.data) answers.radiators = radiators.data
  const postcode = query.get('postcode')
  const checked = postcode ? enquirySchema.shape.postcode.safeParse(postcode) : null
  if (checked?.success) answers.postcode = checked.data.postcode
  return answers
}

/** A path as the site's own pages are written: anything else is not shown to the business. */
const sitePathPattern = /^\/[a-z0-9/-]{0,199}$/

/** The path of the page that sent `request`, when it is one of ours. */
export function refererPath(request: Request): string {
  const referer = request.headers.get('Referer')
  if (!referer) return ''
  try {
    const from = new URL(referer)
    return from.origin === new URL(request.url).origin && sitePathPattern.test(from.pathname) ? from.pathname : ''
  } catch {
    return ''
  }
}

/** The page of ours the visitor chose to ask from, as a form field names it, or '' when it is not one. */
export const ownPath = (value: unknown): string => (typeof value === 'string' && sitePathPattern.test(value) ? value : '')

export interface FormPageContent {
  errors: EnquiryErrors
  /** A reason that is no field's (too many tries, could not save): shown in the failure box. */
  failure: string | null
  answers: EnquiryAnswers
  /** The page of ours the visitor chose to ask from, kept in the form for the business ('' when not known). */
  startedOn: string
  /** The signed time the form was given out, or '' when the Worker cannot sign (no SIGNING_SECRET). */
  formStart: string
}

/** Inputs whose value is the visitor's typing (not radios, files or the hidden controls). */
const typedInputTypes = ['text', 'tel', 'email', 'search', 'number', 'url']

function keepAnswer(rewriter: HTMLRewriter, name: EnquiryFieldName, value: string): HTMLRewriter {
  return rewriter
    .on(`input[name="${name}"]`, {
      element(input) {
        const type = (input.getAttribute('type') ?? 'text').toLowerCase()
        if (type === 'radio' || type === 'checkbox') {
          if (input.getAttribute('value') === value) input.setAttribute('checked', '')
          else input.removeAttribute('checked')
        } else if (typedInputTypes.includes(type)) input.setAttribute('value', value)
      },
    })
    .on(`textarea[name="${name}"]`, { element: (textarea) => void textarea.setInnerContent(value) })
    .on(`select[name="${name}"] option`, {
      element(option) {
        if (option.getAttribute('value') === value) option.setAttribute('selected', '')
        else option.removeAttribute('selected')
      },
    })
}

const setHidden = (rewriter: HTMLRewriter, name: string, value: string) =>
  value ? rewriter.on(`input[name="${name}"]`, { element: (input) => void input.setAttribute('value', value) }) : rewriter

/**
 * Turnstile's place, above the failure box and the button. Its script draws it there once the
 * visitor touches the form; the height it will take is kept so nothing moves. Without JavaScript
 * it cannot be drawn, and the note says so before anything is typed.
 */
const turnstileSlot = (siteKey: string) =>
  `<div id="${enquiryIds.turnstile}" data-sitekey="${escapeHtml(siteKey)}" style="min-height:65px"><noscript><p>${escapeHtml(copy.challenge.needsScript)}</p></noscript></div>`

/** The form page written into, with its headers; its CSP allows Turnstile's script and frame when its widget is there. */
function formPage(page: Response, content: FormPageContent, status: number, env: WorkerEnv, extra: Record<string, string> = {}): Response {
  let rewriter = new HTMLRewriter()
  const errors = Object.entries(content.errors) as [EnquiryFieldName | 'photos', string][]
  if (errors.length > 0 || content.failure) {
    // Sent back to be put right, the form shows every part: the problem, or an answer to check, may be in the optional one.
    rewriter = rewriter
      .on('title', { element: (title) => void title.prepend('Error: ') })
      .on(`#${enquiryIds.form} details`, { element: (details) => void details.setAttribute('open', '') })
  }
  if (errors.length > 0) {
    const items = errors.map(([field, message]) => `<li><a href="#${enquiryIds.field(field)}">${escapeHtml(message)}</a></li>`).join('')
    rewriter = rewriter
      .on(`#${enquiryIds.errorSummary}`, { element: (summary) => void summary.removeAttribute('hidden') })
      .on(`#${enquiryIds.errorSummary} ul`, { element: (list) => void list.append(items, { html: true }) })
    for (const [field, message] of errors) {
      rewriter = rewriter
        .on(`#${enquiryIds.error(field)}`, {
          element(error) {
            error.removeAttribute('hidden')
            error.setInnerContent(message)
          },
        })
        .on(`#${enquiryIds.field(field)}`, { element: (control) => void control.setAttribute('aria-invalid', 'true') })
    }
  }
  const { failure } = content
  if (failure) {
    rewriter = rewriter
      .on(`#${enquiryIds.failure}`, { element: (box) => void box.removeAttribute('hidden') })
      .on(`#${enquiryIds.failureReason}`, { element: (reason) => void reason.setInnerContent(failure) })
  }
  const siteKey = turnstileSiteKey(env)
  if (siteKey)
    rewriter = rewriter.on(`#${enquiryIds.failure}`, { element: (box) => void box.before(turnstileSlot(siteKey), { html: true }) })
  for (const name of enquiryFieldNames) {
    const value = content.answers[name]
    if (value !== undefined) rewriter = keepAnswer(rewriter, name, value)
  }
  rewriter = setHidden(rewriter, enquiryControlNames.startedOn, content.startedOn)
  rewriter = setHidden(rewriter, enquiryControlNames.startedAt, content.formStart)
  const policy = page.headers.get('Content-Security-Policy')
  const widened: Record<string, string> =
    siteKey && policy ? { 'Content-Security-Policy': allowOrigin(policy, ['script-src', 'frame-src'], turnstileOrigin) } : {}
  return pageAnswer(rewriter.transform(page), status, { ...extra, ...widened })
}

/** The form's start time, signed now; '' when the Worker has no secret to sign with (every post is then refused, saying to call). */
export const newFormStart = async (env: WorkerEnv, now: Date): Promise<string> =>
  env.SIGNING_SECRET ? signFormStart(env.SIGNING_SECRET, now) : ''

/**
 * GET /request-a-call: the form's page with its own signed start time, the answers a link carries
 * (filled in without JavaScript), the page whose link brought the visitor (for the business), and
 * Turnstile's widget when it is on. A static host serves the same page unfilled, and its inline
 * script fills it (renderer/prefill-enquiry.ts).
 */
export async function serveFormPage(request: Request, env: WorkerEnv): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return env.ASSETS.fetch(request)
  const page = await prerenderedPage(env, request, routes.enquiry)
  if (!page) return env.ASSETS.fetch(request)
  // Not after a reload of the form itself: the page that linked here is what the business wants.
  const linkedFrom = refererPath(request)
  const content: FormPageContent = {
    errors: {},
    failure: null,
    answers: linkAnswers(new URL(request.url).searchParams),
    startedOn: linkedFrom === routes.enquiry ? '' : linkedFrom,
    formStart: await newFormStart(env, new Date()),
  }
  return formPage(page, content, 200, env)
}

const choosePhotosAgain = 'Choose your photos again: they cannot be kept while the form is corrected.'

/** What became of a posted enquiry, before it is answered as JSON (the form's script) or as a page (no JavaScript). */
export type EnquiryOutcome =
  | { kind: 'accepted'; reference: string; photosMissing: string[]; duplicate: boolean; callBack: CallBack }
  | ({ kind: 'invalid'; errors: EnquiryErrors } & FormBack)
  | ({ kind: 'refused'; refusal: Refusal } & FormBack)

/** What a form sent back to the visitor keeps: their answers, the page they asked from, a start time to send it again with. */
export interface FormBack {
  answers: EnquiryAnswers
  photosSent: boolean
  startedOn: string
  formStart: string
}

/** The answer to a form posted without JavaScript: the thank-you page, or the form again saying what to put right. */
export async function htmlAnswer(outcome: EnquiryOutcome, request: Request, env: WorkerEnv): Promise<Response> {
  if (outcome.kind === 'accepted') {
    const page = await prerenderedPage(env, request, routes.enquirySent)
    const { callBack } = outcome
    if (!page) {
      const missing = outcome.photosMissing.length > 0 ? [`These photos did not arrive: ${outcome.photosMissing.join(', ')}`] : []
      const { phoneLabel, timeLabel } = copy.sent.callBack
      const calling = [`${phoneLabel}: ${callBack.phone}. ${timeLabel}: ${callBack.time}.`]
      return plainPage('Thank you: we have your details', [`Your reference is ${outcome.reference}.`, ...calling, ...missing], 200)
    }
    let rewriter = new HTMLRewriter()
      .on(`#${enquiryIds.referenceLine}`, { element: (line) => void line.removeAttribute('hidden') })
      .on(`#${enquiryIds.reference}`, { element: (slot) => void slot.setInnerContent(outcome.reference) })
      .on(`#${enquiryIds.callBack}`, { element: (list) => void list.removeAttribute('hidden') })
      .on(`#${enquiryIds.callBackPhone}`, { element: (value) => void value.setInnerContent(callBack.phone) })
      .on(`#${enquiryIds.callBackTime}`, { element: (value) => void value.setInnerContent(callBack.time) })
    if (outcome.photosMissing.length > 0) {
      rewriter = rewriter.on(`#${enquiryIds.photosMissing}`, {
        element(line) {
          line.removeAttribute('hidden')
          line.append(` ${outcome.photosMissing.join(', ')}`)
        },
      })
    }
    return pageAnswer(rewriter.transform(page), 200)
  }
  const { answers, startedOn, formStart, photosSent } = outcome
  const errors = outcome.kind === 'invalid' && photosSent && !outcome.errors.photos ? { ...outcome.errors, photos: choosePhotosAgain } : {}
  const content: FormPageContent =
    outcome.kind === 'invalid'
      ? { errors: { ...outcome.errors, ...errors }, failure: null, answers, startedOn, formStart }
      : {
          errors: {},
          failure: photosSent ? `${outcome.refusal.message} ${choosePhotosAgain}` : outcome.refusal.message,
          answers,
          startedOn,
          formStart,
        }
  const status = outcome.kind === 'invalid' ? 422 : outcome.refusal.status
  const retryAfter: Record<string, string> =
    outcome.kind === 'refused' && outcome.refusal.retryAfter ? { 'Retry-After': String(outcome.refusal.retryAfter) } : {}
  const page = await prerenderedPage(env, request, routes.enquiry)
  if (page) return formPage(page, content, status, env, retryAfter)
  return plainPage(
    'Your enquiry was not sent',
    [...(content.failure ? [content.failure] : []), ...Object.values(content.errors)],
    status,
    retryAfter,
  )
}

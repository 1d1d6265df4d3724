// POST /api/enquiries: refuse cheaply what must be refused, check everything, save to D1 first,
// then the photos, then tell the business in the background. Every check fails closed: a field
// that is missing or forged is refused, never taken for a person's.
import { enquiryControlNames, enquiryFieldNames, turnstileOrigin, type EnquiryAnswers } from '../enquiry/fields.ts'
import {
  callBackOf,
  enquiryLimits,
  photoMessages,
  photoProblem,
  refusals,
  type Refusal,
  sniffPhotoType,
  sortErrors,
  validateEnquiry,
  visibleText,
} from '../enquiry/schema.ts'
import ipaddr from 'ipaddr.js'
import { errorMessage, jsonResponse, turnstileSiteKey, type WorkerEnv } from './env.ts'
import { notifyClaimUntil, notifyInBackground } from './mail.ts'
import { htmlAnswer, newFormStart, ownPath, refererPath, type EnquiryOutcome } from './pages.ts'
import { checkFormStart } from './signing.ts'
import { saveEnquiry, storePhotos, submissionKey, type PhotoUpload } from './storage.ts'

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded']

/** What is refused before the body is read: too large, of unknown size, not a form, or sent from another site. */
function refusalBeforeReading(request: Request, env: WorkerEnv): Refusal | null {
  const length = request.headers.get('Content-Length')
  if (length === null || !/^\d+$/.test(length.trim())) return refusals.noLength
  if (Number(length) > enquiryLimits.maxRequestBytes) return refusals.tooLarge
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!formTypes.includes(type)) return refusals.notAForm
  // Browsers name the page's origin on every POST, and since 2020 say whether it is the same site;
  // a post that names none, or another, is not our form's.
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  if (request.headers.get('Origin') !== new URL(env.SITE_ORIGIN).origin || (fetchSite !== null && fetchSite !== 'same-origin')) {
    return refusals.crossSite
  }
  return null
}

/**
 * Whom the rate limit counts: one visitor. CF-Connecting-IP is the address Cloudflare's edge saw
 * the request come from; the edge sets it on every request and replaces any a client sends, so it
 * cannot be forged from outside (the Worker is reachable only through the edge). Someone with IPv6
 * is handed a whole /64 and can move through it at will, so IPv6 counts by its first 64 bits;
 * IPv4 by the address (an IPv4-mapped IPv6 address as its IPv4 one). No address, or nonsense,
 * shares one count, so it never escapes the limit.
 */
export function visitorKey(address: string | null): string {
  if (!address || !ipaddr.isValid(address.trim())) return 'unknown'
  const parsed = ipaddr.process(address.trim())
  if (parsed.kind() === 'ipv4') return `ipv4:${parsed.toString()}`
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`)
  return `ipv6:${network.toNormalizedString()}/64`
}

async function isOverRateLimit(env: WorkerEnv, key: string): Promise<boolean> {
  try {
    return !(await env.ENQUIRY_RATE_LIMIT.limit({ key })).success
  } catch (error) {
    // A rate limiter that cannot answer must not turn real enquiries away.
    console.error(`Rate limit not checked: ${errorMessage(error)}`)
    return false
  }
}

/** Only the form's own fields, as text (a file sent in their place counts as absent). */
function readAnswers(form: FormData): EnquiryAnswers {
  const answers: EnquiryAnswers = {}
  for (const name of enquiryFieldNames) {
    const value = form.get(name)
    if (typeof value === 'string') answers[name] = value
  }
  return answers
}

interface PhotosRead {
  photos: PhotoUpload[]
  /** Whether any file was chosen: without JavaScript they cannot be kept if the form is shown again. */
  sent: boolean
  /** The first problem, for the form's photos field. */
  error: string | null
}

/** The photos as posted, each judged by what its first bytes say it is, whatever its name. */
async function readPhotos(form: FormData): Promise<PhotosRead> {
  // A file input left empty still posts a part with no name and no bytes.
  const files = form
    .getAll(enquiryControlNames.photos)
    .filter((value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''))
  if (files.length === 0) return { photos: [], sent: false, error: null }
  if (files.length > enquiryLimits.maxPhotos) return { photos: [], sent: true, error: photoMessages.tooMany }
  const photos: PhotoUpload[] = []
  for (const [position, file] of files.entries()) {
    // A file's name is the visitor's text too: shown to the business with nothing hidden in it.
    const fileName = visibleText(file.name.trim()).slice(0, 200) || `Photo ${position + 1}`
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
    const problem = photoProblem({ name: fileName, size: file.size }, head)
    const contentType = sniffPhotoType(head)
    if (problem || !contentType) return { photos: [], sent: true, error: problem ?? photoMessages.notAPhoto(fileName) }
    photos.push({ position, fileName, contentType, file })
  }
  return { photos, sent: true, error: null }
}

const siteverifyUrl = `${turnstileOrigin}/turnstile/v0/siteverify`

/** Null when Turnstile is off or says yes; an unreachable Turnstile lets the enquiry through (logged). */
async function turnstileRefusal(env: WorkerEnv, form: FormData, ip: string): Promise<Refusal | null> {
  if (!turnstileSiteKey(env) || !env.TURNSTILE_SECRET) return null
  const token = form.get(enquiryControlNames.turnstileToken)
  // The form's script sends nothing until it has a token, so none means the script did not run.
  if (typeof token !== 'string' || token === '') return refusals.notChecked
  try {
    const response = await fetch(env.TURNSTILE_SITEVERIFY_URL || siteverifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: env.TURNSTILE_SECRET, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    const outcome: { success?: boolean } = await response.json()
    return outcome.success === true ? null : refusals.notConfirmed
  } catch (error) {
    // Losing a real enquiry costs more than letting one robot through while Turnstile is down.
    console.error(`Turnstile could not be asked, enquiry let through: ${errorMessage(error)}`)
    return null
  }
}

const refusedEarly = (refusal: Refusal, formStart: string): EnquiryOutcome => ({
  kind: 'refused',
  refusal,
  answers: {},
  photosSent: false,
  startedOn: '',
  formStart,
})

async function takeEnquiry(request: Request, env: WorkerEnv, ctx: ExecutionContext, now: Date): Promise<EnquiryOutcome> {
  const secret = env.SIGNING_SECRET
  if (!secret) {
    console.error('SIGNING_SECRET is not set: no enquiry can be taken until it is (npx wrangler secret put SIGNING_SECRET)')
    return refusedEarly(refusals.notSaved, '')
  }
  const early = refusalBeforeReading(request, env)
  if (early) return refusedEarly(early, await newFormStart(env, now))
  const ip = request.headers.get('CF-Connecting-IP') ?? ''
  if (await isOverRateLimit(env, visitorKey(ip))) return refusedEarly(refusals.tooMany, await newFormStart(env, now))

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refusedEarly(refusals.unreadable, await newFormStart(env, now))
  }
  const answers = readAnswers(form)
  const photosRead = await readPhotos(form)
  const startedOn = ownPath(form.get(enquiryControlNames.startedOn)) || refererPath(request)
  const posted = form.get(enquiryControlNames.startedAt)
  const start = typeof posted === 'string' ? await checkFormStart(secret, posted, now) : 'invalid'
  // Sent back with the form, a start time of ours keeps counting; anything else is replaced.
  const formStart = typeof posted === 'string' && (start === 'valid' || start === 'tooSoon') ? posted : await newFormStart(env, now)
  const back = { answers, photosSent: photosRead.sent, startedOn, formStart }
  const refuse = (refusal: Refusal): EnquiryOutcome => ({ kind: 'refused', refusal, ...back })

  if (start === 'invalid') return refuse(refusals.notOurForm)
  if (start === 'expired') return refuse(refusals.formTooOld)
  const honeypot = form.get(enquiryControlNames.honeypot)
  if (start === 'tooSoon' || (honeypot !== null && honeypot !== '')) return refuse(refusals.automated)
  const challengeRefusal = await turnstileRefusal(env, form, ip)
  if (challengeRefusal) return refuse(challengeRefusal)

  const validation = validateEnquiry(answers)
  if (!validation.ok || photosRead.error) {
    const errors = sortErrors({ ...(validation.ok ? {} : validation.errors), ...(photosRead.error ? { photos: photosRead.error } : {}) })
    return { kind: 'invalid', errors, ...back }
  }

  const { photos } = photosRead
  const submissionId = form.get(enquiryControlNames.submissionId)
  const key = await submissionKey(
    typeof submissionId === 'string' ? submissionId : '',
    validation.enquiry,
    photos.map((photo) => photo.file.size),
    now,
  )
  let saved
  try {
    saved = await saveEnquiry(env.DB, {
      enquiry: validation.enquiry,
      submissionKey: key,
      sourcePage: startedOn,
      photos,
      now,
      notifyClaimUntil: notifyClaimUntil(now),
    })
  } catch (error) {
    console.error(`Enquiry not saved: ${errorMessage(error)}`)
    return refuse(refusals.notSaved)
  }
  const callBack = callBackOf(validation.enquiry)
  if (saved.duplicate)
    return { kind: 'accepted', reference: saved.reference, photosMissing: saved.photosMissing, duplicate: true, callBack }

  const { record } = saved
  const stored = await storePhotos(env, record.id, record.reference, photos, now)
  ctx.waitUntil(notifyInBackground(env, record, stored.records))
  return { kind: 'accepted', reference: record.reference, photosMissing: stored.missing, duplicate: false, callBack }
}

/** The answer the form's script reads. */
function jsonAnswer(outcome: EnquiryOutcome): Response {
  switch (outcome.kind) {
    case 'accepted':
      return jsonResponse(
        { ok: true, reference: outcome.reference, photosMissing: outcome.photosMissing, ...(outcome.duplicate ? { duplicate: true } : {}) },
        201,
      )
    case 'invalid':
      return jsonResponse({ ok: false, errors: outcome.errors }, 422)
    case 'refused': {
      const { status, message, retryAfter } = outcome.refusal
      return jsonResponse({ ok: false, message }, status, retryAfter ? { 'Retry-After': String(retryAfter) } : {})
    }
  }
}

export async function postEnquiry(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
  let outcome: EnquiryOutcome
  try {
    outcome = await takeEnquiry(request, env, ctx, new Date())
  } catch (error) {
    console.error(`Enquiry failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    outcome = refusedEarly(refusals.failed, '')
  }
  const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json')
  return wantsJson ? jsonAnswer(outcome) : htmlAnswer(outcome, request, env)
}

/** GET /api/enquiries/start: a signed start time for a form that arrived by client navigation, not from the Worker. */
export async function formStartAnswer(env: WorkerEnv): Promise<Response> {
  return jsonResponse({ startedAt: await newFormStart(env, new Date()) }, 200)
}

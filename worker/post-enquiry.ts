// POST /api/enquiries: refuse cheaply what must be refused, check everything, save to D1 first,
// then the photos, then tell the business in the background.
import { enquiryControlNames } from '../components/enquiry/enquiry-fields.ts'
import { sortErrors, validateEnquiry } from '../components/enquiry/enquiry-schema.ts'
import { readAnswers, readPhotos, startedOn, type Answers } from './enquiry-form-data.ts'
import type { EnquiryOutcome } from './enquiry-outcome.ts'
import type { WorkerEnv } from './env.ts'
import { htmlAnswer } from './html-answer.ts'
import { submissionKey } from './idempotency.ts'
import { jsonAnswer } from './json-answer.ts'
import { notifyClaimUntil, notifyInBackground } from './notify.ts'
import { refusals, type Refusal } from './refusals.ts'
import { checkRequestShape } from './request-checks.ts'
import { saveEnquiry } from './save-enquiry.ts'
import { looksAutomated } from './spam-checks.ts'
import { storePhotos } from './store-photos.ts'
import { turnstileRefusal } from './turnstile.ts'

/** Refused before the form is read, the visitor's answers and the page they came from are not known. */
const refused = (refusal: Refusal, answers: Answers = {}, photosSent = false, startedOn = ''): EnquiryOutcome => ({
  kind: 'refused',
  refusal,
  answers,
  photosSent,
  startedOn,
})

async function isOverRateLimit(env: WorkerEnv, ip: string): Promise<boolean> {
  try {
    return !(await env.ENQUIRY_RATE_LIMIT.limit({ key: ip })).success
  } catch (error) {
    // A rate limiter that cannot answer must not turn real enquiries away.
    console.error(`Rate limit not checked: ${error instanceof Error ? error.message : String(error)}`)
    return false
  }
}

async function takeEnquiry(request: Request, env: WorkerEnv, ctx: ExecutionContext, now: Date): Promise<EnquiryOutcome> {
  const shapeRefusal = checkRequestShape(request)
  if (shapeRefusal) return refused(shapeRefusal)
  const ip = request.headers.get('CF-Connecting-IP') ?? 'unknown'
  if (await isOverRateLimit(env, ip)) return refused(refusals.tooMany)

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refused(refusals.unreadable)
  }
  const answers = readAnswers(form)
  const photosRead = await readPhotos(form)
  const from = startedOn(request, form)
  if (looksAutomated(form, now)) return refused(refusals.automated, answers, photosRead.sent, from)
  const challengeRefusal = await turnstileRefusal(env, form, ip)
  if (challengeRefusal) return refused(challengeRefusal, answers, photosRead.sent, from)

  const validation = validateEnquiry(answers)
  if (!validation.ok || photosRead.error) {
    const errors = sortErrors({ ...(validation.ok ? {} : validation.errors), ...(photosRead.error ? { photos: photosRead.error } : {}) })
    return { kind: 'invalid', errors, answers, photosSent: photosRead.sent, startedOn: from }
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
      sourcePage: from,
      photos,
      now,
      notifyClaimUntil: notifyClaimUntil(now),
    })
  } catch (error) {
    console.error(`Enquiry not saved: ${error instanceof Error ? error.message : String(error)}`)
    return refused(refusals.notSaved, answers, photosRead.sent, from)
  }
  if (saved.duplicate) return { kind: 'accepted', reference: saved.reference, photosMissing: saved.photosMissing, duplicate: true }

  const { record } = saved
  const stored = await storePhotos(env, record.id, record.reference, photos, now)
  ctx.waitUntil(notifyInBackground(env, record, stored.records))
  return { kind: 'accepted', reference: record.reference, photosMissing: stored.missing, duplicate: false }
}

export async function postEnquiry(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
  let outcome: EnquiryOutcome
  try {
    outcome = await takeEnquiry(request, env, ctx, new Date())
  } catch (error) {
    console.error(`Enquiry failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    outcome = refused(refusals.failed)
  }
  const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json')
  return wantsJson ? jsonAnswer(outcome) : htmlAnswer(outcome, request, env)
}

// The form's behaviour, loaded on first use (see use-enquiry-enhancement.ts) with the schema it
// shares with the Worker: the draft kept on the device, checks as the server makes them, photos
// made smaller, and sending with progress, keeping the visitor on the page. Plain DOM, no React:
// the form is static HTML the app never re-renders.
import { enquiry } from '../../data/enquiry.ts'
import { FormFill, readAnswers, readEnquiryDraft } from './enquiry-draft.ts'
import {
  fieldNameOf,
  followSummaryLinks,
  hideErrorSummary,
  pruneErrorSummary,
  showErrorSummary,
  showFieldErrors,
} from './enquiry-errors.ts'
import { enquiryControlNames, enquiryIds, enquirySentTemplateId } from '../../enquiry/fields.ts'
import { chosenPhotos, photosProblem, preparePhotos } from './enquiry-photos.ts'
import { prefillEnquiryForm } from './enquiry-prefill.ts'
import { callBackOf, validateEnquiry, type EnquiryErrors } from '../../enquiry/schema.ts'
import { findChallenge } from './enquiry-turnstile.ts'
import { sendEnquiry } from './send-enquiry.ts'

// Leaving a field by tapping another fires as the finger goes down. A message appearing or
// going by the field then moves the page under the finger, and the tap lands elsewhere (or
// nowhere), so such changes wait until it lifts.
let pointerIsDown = false
addEventListener('pointerdown', () => (pointerIsDown = true), { capture: true, passive: true })
for (const type of ['pointerup', 'pointercancel'] as const) {
  addEventListener(type, () => (pointerIsDown = false), { capture: true, passive: true })
}

/** Resolves at once when no finger or mouse button is down, otherwise just after it lifts. */
function pointerReleased(): Promise<void> {
  if (!pointerIsDown) return Promise.resolve()
  return new Promise((resolve) => {
    const release = () => setTimeout(resolve)
    addEventListener('pointerup', release, { once: true, passive: true })
    addEventListener('pointercancel', release, { once: true, passive: true })
  })
}

// What the form says while and after sending, outside any field: the progress line, the box
// for a failure that is no field's, and the button's busy state.
/** The live progress line ("Sending… 40%"); empty when there is nothing to say. */
function setStatus(text: string): void {
  const status = document.getElementById(enquiryIds.status)
  if (status && status.textContent !== text) status.textContent = text
}

/** What went wrong (the server's words, or ours when it gave none) beside the phone number. */
function showFailure(message: string | null): void {
  const reason = document.getElementById(enquiryIds.failureReason)
  const failure = document.getElementById(enquiryIds.failure)
  if (reason) reason.textContent = message ?? enquiry.failure.fallback
  if (failure) failure.hidden = false
}

function hideFailure(): void {
  const failure = document.getElementById(enquiryIds.failure)
  if (failure) failure.hidden = true
}

/** Marks the button unavailable while sending; aria-disabled keeps it focused, where `disabled` would drop the focus. */
function setBusy(form: HTMLFormElement, busy: boolean): void {
  const button = form.querySelector('[type="submit"]')
  if (busy) button?.setAttribute('aria-disabled', 'true')
  else button?.removeAttribute('aria-disabled')
}

// After sending with JavaScript: the thank-you panel (prerendered in a <template> on the form's
// page, the same as /request-received) takes the form's place, with the reference filled in.
function reveal(panel: Element, id: string, fill: (element: Element) => void): void {
  const element = panel.querySelector(`#${id}`)
  if (!(element instanceof HTMLElement)) return
  fill(element)
  element.hidden = false
}

function showEnquirySent(form: HTMLFormElement, reference: string, photosMissing: readonly string[]): void {
  const checked = validateEnquiry(readAnswers(form))
  const template = document.getElementById(enquirySentTemplateId)
  // A template React drew after client navigation holds the panel as a child, not in its content.
  const panel =
    template instanceof HTMLTemplateElement ? (template.content.firstElementChild ?? template.firstElementChild)?.cloneNode(true) : null
  if (!(panel instanceof HTMLElement)) return
  reveal(panel, enquiryIds.referenceLine, (line) => {
    const strong = line.querySelector(`#${enquiryIds.reference}`)
    if (strong) strong.textContent = reference
  })
  if (checked.ok) {
    const { phone, time } = callBackOf(checked.enquiry)
    reveal(panel, enquiryIds.callBack, (list) => {
      list.querySelector(`#${enquiryIds.callBackPhone}`)?.replaceChildren(phone)
      list.querySelector(`#${enquiryIds.callBackTime}`)?.replaceChildren(time)
    })
  }
  if (photosMissing.length > 0) reveal(panel, enquiryIds.photosMissing, (line) => line.append(photosMissing.join(', ')))
  form.replaceWith(panel)
  // The news is read out, and the panel's top is in view on a phone.
  panel.querySelector<HTMLElement>('h1, h2')?.focus()
}

export interface EnhancedEnquiryForm {
  /** Checks and sends, as pressing the button does. */
  submit(): void
}

/** Each form is enhanced once, however often its page's effect runs. */
const enhancedForms = new WeakMap<HTMLFormElement, EnhancedEnquiryForm>()

/** The status line says progress in tens, so a screen reader is not talked over. */
const progressStep = 10

interface EnhanceOptions {
  /** Fill from the address and the draft: the form arrived by client navigation, so the boot script has not. */
  fill: boolean
  /** Whether the visitor has touched the form already (this script loads on first use): Turnstile starts then. */
  touched: boolean
}

export function enhanceEnquiryForm(form: HTMLFormElement, { fill, touched }: EnhanceOptions): EnhancedEnquiryForm {
  const existing = enhancedForms.get(form)
  if (existing) return existing

  if (fill) prefillEnquiryForm(form)
  const formFill = new FormFill(form, readEnquiryDraft())
  const challenge = findChallenge(form, () => showFailure(enquiry.challenge.failed))
  /** Turnstile (a third party) starts only once the visitor touches the form. */
  const touch = () => challenge?.start()
  if (touched) touch()
  // What was typed while this script was on its way is kept too.
  if (Object.values(readAnswers(form)).some((answer) => answer.trim() !== '')) formFill.save()
  let sentOnce = false
  let sending = false
  /** The photos' problem as last checked: reading files is slow, so it is checked when they change. */
  let photoError: Promise<string | null> = photosProblem(chosenPhotos(form))

  const currentErrors = async (): Promise<EnquiryErrors> => {
    const checked = validateEnquiry(readAnswers(form))
    const errors: EnquiryErrors = checked.ok ? {} : { ...checked.errors }
    const photos = await photoError
    if (photos) errors.photos = photos
    return errors
  }

  const send = async () => {
    const files = chosenPhotos(form)
    if (files.length > 0) setStatus(enquiry.progress.preparingPhotos)
    const photos = await preparePhotos(files)
    // Turnstile off: undefined, and nothing is added.
    const token = challenge ? await challenge.token(() => setStatus(enquiry.challenge.waiting)) : undefined
    if (token === null) {
      setStatus('')
      return showFailure(enquiry.challenge.failed)
    }
    await formFill.started
    const data = new FormData(form)
    data.delete(enquiryControlNames.photos)
    for (const photo of photos) data.append(enquiryControlNames.photos, photo.blob, photo.fileName)
    if (token) data.set(enquiryControlNames.turnstileToken, token)
    setStatus(`${enquiry.progress.sending} 0%`)
    let shown = 0
    const outcome = await sendEnquiry(data, (percent) => {
      if (percent - shown < progressStep && percent < 100) return
      shown = percent
      setStatus(`${enquiry.progress.sending} ${percent}%`)
    })
    setStatus('')
    if (outcome.kind === 'sent') {
      formFill.forget()
      return showEnquirySent(form, outcome.reference, outcome.photosMissing)
    }
    // The server has used the token (it counts once): the next try needs a new one.
    challenge?.renew()
    if (outcome.kind === 'invalid') {
      showFieldErrors(form, outcome.errors)
      showErrorSummary(outcome.errors)
    } else {
      showFailure(outcome.message)
    }
  }

  const submit = async () => {
    // A second tap while sending does nothing: one form fill, one request.
    if (sending) return
    sending = true
    sentOnce = true
    setBusy(form, true)
    hideFailure()
    try {
      touch()
      const errors = await currentErrors()
      showFieldErrors(form, errors)
      if (Object.keys(errors).length > 0) {
        showErrorSummary(errors)
        return
      }
      hideErrorSummary()
      await send()
    } catch {
      // Whatever broke in this browser, the visitor can still reach us.
      setStatus('')
      showFailure(null)
    } finally {
      sending = false
      setBusy(form, false)
    }
  }

  /**
   * Once sent, a field is checked again as the visitor leaves it (and corrected ones leave the
   * summary). The postcode is checked whenever it is filled in, so an area we do not cover is
   * said before sending.
   */
  const recheck = async (control: EventTarget | null) => {
    const name = control instanceof HTMLElement && form.contains(control) ? fieldNameOf(control) : null
    if (!name) return
    const filledPostcode = name === 'postcode' && control instanceof HTMLInputElement && control.value.trim() !== ''
    if (!sentOnce && !filledPostcode) return
    const errors = await currentErrors()
    await pointerReleased()
    showFieldErrors(form, errors, [name])
    if (sentOnce) pruneErrorSummary(errors)
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void submit()
  })
  form.addEventListener('focusin', touch)
  form.addEventListener('input', (event) => {
    touch()
    if (event.target instanceof HTMLInputElement && event.target.name === enquiryControlNames.photos) return
    formFill.save()
  })
  form.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLInputElement) || event.target.name !== enquiryControlNames.photos) return
    photoError = photosProblem(chosenPhotos(form))
    if (sentOnce) void recheck(event.target)
  })
  form.addEventListener('focusout', (event) => void recheck(event.target))
  followSummaryLinks()

  const enhanced: EnhancedEnquiryForm = { submit: () => void submit() }
  enhancedForms.set(form, enhanced)
  return enhanced
}

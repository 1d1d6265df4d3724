// What the form says while and after sending, outside any field: the progress line, the box
// for a failure that is no field's, and the button's busy state.
import { enquiry } from '../../data/enquiry.ts'
import { enquiryIds } from '../../enquiry/fields.ts'

/** The live progress line ("Sending… 40%"); empty when there is nothing to say. */
export function setStatus(text: string): void {
  const status = document.getElementById(enquiryIds.status)
  if (status && status.textContent !== text) status.textContent = text
}

/** What went wrong (the server's words, or ours when it gave none) beside the phone number. */
export function showFailure(message: string | null): void {
  const reason = document.getElementById(enquiryIds.failureReason)
  const failure = document.getElementById(enquiryIds.failure)
  if (reason) reason.textContent = message ?? enquiry.failure.fallback
  if (failure) failure.hidden = false
}

export function hideFailure(): void {
  const failure = document.getElementById(enquiryIds.failure)
  if (failure) failure.hidden = true
}

/** Marks the button unavailable while sending; aria-disabled keeps it focused, where `disabled` would drop the focus. */
export function setBusy(form: HTMLFormElement, busy: boolean): void {
  const button = form.querySelector('[type="submit"]')
  if (busy) button?.setAttribute('aria-disabled', 'true')
  else button?.removeAttribute('aria-disabled')
}

// What the visitor has typed, kept on their device until it is sent, with the form fill's id that
// makes a retry the same enquiry; and the start time the Worker signed, which every post carries.
import {
  enquiryControlNames,
  enquiryDraftKey,
  enquiryFieldNames,
  enquiryStartEndpoint,
  type EnquiryAnswers,
  type EnquiryDraft,
} from '../../enquiry/fields.ts'

/** The saved draft, or null when there is none or storage cannot be read (blocked, or holding something else). */
export function readEnquiryDraft(): EnquiryDraft | null {
  try {
    const draft: unknown = JSON.parse(localStorage.getItem(enquiryDraftKey) ?? 'null')
    return typeof draft === 'object' && draft !== null && 'answers' in draft ? (draft as EnquiryDraft) : null
  } catch {
    return null
  }
}

/** The answers as the form holds them now; a radio group with nothing chosen is left out. */
export function readAnswers(form: HTMLFormElement): EnquiryAnswers {
  const data = new FormData(form)
  const answers: EnquiryAnswers = {}
  for (const name of enquiryFieldNames) {
    const value = data.get(name)
    if (typeof value === 'string') answers[name] = value
  }
  return answers
}

/** A random id; randomUUID needs a secure page, which a site reached by a bare address may not be. */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function setHidden(form: HTMLFormElement, name: string, value: string): void {
  const input = form.elements.namedItem(name)
  if (input instanceof HTMLInputElement) input.value = value
}

/**
 * The start time the Worker signed, as the server will check it: written into the page when the
 * Worker served it, else (the form arrived by client navigation) asked for now, while the visitor
 * fills the form in. Resolves once the form holds one, or could not get one: the server then says
 * to reload, in words the visitor can act on.
 */
function signedStart(form: HTMLFormElement): Promise<void> {
  const input = form.elements.namedItem(enquiryControlNames.startedAt)
  if (!(input instanceof HTMLInputElement) || input.value) return Promise.resolve()
  return fetch(enquiryStartEndpoint, { headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .then((body: unknown) => {
      const startedAt = typeof body === 'object' && body !== null && 'startedAt' in body ? body.startedAt : null
      if (typeof startedAt === 'string') input.value = startedAt
    })
    .catch(() => undefined)
}

/** One form fill: its id, carried over from the draft so a reload keeps it, and its signed start time. */
export class FormFill {
  private readonly form: HTMLFormElement
  private readonly submissionId: string
  /** Settles when the form holds its start time (or none could be had). */
  readonly started: Promise<void>

  constructor(form: HTMLFormElement, draft: EnquiryDraft | null) {
    this.form = form
    this.submissionId = typeof draft?.submissionId === 'string' && draft.submissionId ? draft.submissionId : newSubmissionId()
    setHidden(form, enquiryControlNames.submissionId, this.submissionId)
    this.started = signedStart(form)
  }

  save(): void {
    const draft: EnquiryDraft = { answers: readAnswers(this.form), submissionId: this.submissionId }
    try {
      localStorage.setItem(enquiryDraftKey, JSON.stringify(draft))
    } catch {
      // Storage blocked or full: the form still works, it just will not survive a reload.
    }
  }

  /** Sent: nothing of it stays on the device. */
  forget(): void {
    try {
      localStorage.removeItem(enquiryDraftKey)
    } catch {
      // Nothing was kept.
    }
  }
}

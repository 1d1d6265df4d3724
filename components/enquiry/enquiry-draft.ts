// What the visitor has typed, kept on their device until it is sent, with the two values that
// make a retry the same enquiry: when they started, and the form fill's id.
import { enquiryControlNames, enquiryDraftKey, enquiryFieldNames, type EnquiryDraft } from './enquiry-fields.ts'

export type EnquiryAnswers = EnquiryDraft['answers']

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

/** One form fill: its id and start time, carried over from the draft so a reload changes neither. */
export class FormFill {
  private readonly form: HTMLFormElement
  private startedAt: number | undefined
  private readonly submissionId: string

  constructor(form: HTMLFormElement, draft: EnquiryDraft | null) {
    this.form = form
    this.startedAt = typeof draft?.startedAt === 'number' ? draft.startedAt : undefined
    this.submissionId = typeof draft?.submissionId === 'string' && draft.submissionId ? draft.submissionId : newSubmissionId()
    setHidden(form, enquiryControlNames.submissionId, this.submissionId)
    if (this.startedAt !== undefined) setHidden(form, enquiryControlNames.startedAt, String(this.startedAt))
  }

  /** The visitor's first touch starts the clock the server checks (a person takes a while). */
  touch(at = Date.now()): void {
    if (this.startedAt !== undefined) return
    this.startedAt = at
    setHidden(this.form, enquiryControlNames.startedAt, String(this.startedAt))
  }

  save(): void {
    const draft: EnquiryDraft = { answers: readAnswers(this.form), startedAt: this.startedAt, submissionId: this.submissionId }
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

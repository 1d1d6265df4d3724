// Fills the enquiry form as its page opens. Inlined into the form's page by renderer/prefill-enquiry.ts, so it
// imports nothing but the field names and is written to stay small once minified; the form's
// script runs it too when the form arrives by client navigation, which skips the boot script.
import { enquiryDraftKey, enquiryFieldNames, type EnquiryDraft } from '../../enquiry/fields.ts'

/**
 * Fills the answers from the address's query for the fields it names (the guided quote sends
 * `?radiators=12&postcode=N13`), and from the draft kept on the device for the rest. Only empty
 * fields, or radios still on the choice the page made for the visitor: one
 * the Worker has filled from the same query (checked, and written as the form writes it) or the
 * browser has restored keeps its value. A select or radio group offered a value it does not have
 * keeps what it had.
 */
export function prefillEnquiryForm(form: HTMLFormElement): void {
  const query = new URLSearchParams(location.search)
  let draft: EnquiryDraft['answers'] | undefined
  try {
    draft = (JSON.parse(localStorage.getItem(enquiryDraftKey) as string) as EnquiryDraft | null)?.answers
  } catch {
    // Storage blocked, or holding something that is not a draft: the query alone fills in.
  }
  for (const name of enquiryFieldNames) {
    const value = query.get(name) ?? draft?.[name]
    // An input, select or textarea, or a RadioNodeList for radios: each takes a value.
    const control = form.elements.namedItem(name) as { value: string } | null
    // A radio the page chose for the visitor ("Not sure") is theirs to answer still.
    const answered = control?.value && !form.querySelector(`[name="${name}"]:checked[data-preselected]`)
    if (control && !answered && typeof value === 'string') {
      const before = control.value
      control.value = value
      if (control.value !== value) control.value = before
    }
  }
  // An answer kept in the form's closed optional part (from the draft, or restored by the browser) is shown, not out of sight.
  for (const part of form.querySelectorAll('details')) {
    const notes = Array.from(part.querySelectorAll('textarea'), (note) => note.value.trim())
    if (notes.some(Boolean) || part.querySelector('input:checked:not([data-preselected])')) part.open = true
  }
}

// The prerendered form page, answered to a visitor without JavaScript whose enquiry was not taken:
// the GOV.UK pattern (a summary linking to each field, the message by the field, aria-invalid),
// with everything they typed put back. Visitor text goes in as text or attribute values only.
import { enquiryFieldNames, enquiryIds, type EnquiryFieldName } from '../components/enquiry/enquiry-fields.ts'
import type { EnquiryErrors } from '../components/enquiry/enquiry-schema.ts'
import type { Answers } from './enquiry-form-data.ts'
import { escapeHtml } from './html-escape.ts'

export interface FormPageProblems {
  errors: EnquiryErrors
  /** A reason that is no field's (too many tries, could not save): shown in the failure box. */
  failure: string | null
  answers: Answers
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

export function rewriteFormPage(page: Response, problems: FormPageProblems): Response {
  let rewriter = new HTMLRewriter().on('title', { element: (title) => void title.prepend('Error: ') })
  const errors = Object.entries(problems.errors) as [EnquiryFieldName | 'photos', string][]
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
  const failure = problems.failure
  if (failure) {
    rewriter = rewriter
      .on(`#${enquiryIds.failure}`, { element: (box) => void box.removeAttribute('hidden') })
      .on(`#${enquiryIds.failureReason}`, { element: (reason) => void reason.setInnerContent(failure) })
  }
  for (const name of enquiryFieldNames) {
    const value = problems.answers[name]
    if (value !== undefined) rewriter = keepAnswer(rewriter, name, value)
  }
  return rewriter.transform(page)
}

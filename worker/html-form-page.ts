// The prerendered form page with what the Worker writes into it: the answers a link carried or a
// visitor sent, their problems the GOV.UK way (a summary linking to each field, the message by the
// field, aria-invalid), and Turnstile's widget when it is on. One rewriter for every answer that
// shows the form. Visitor text goes in as text or attribute values only.
import {
  enquiryControlNames,
  enquiryFieldNames,
  enquiryIds,
  turnstileOrigin,
  type EnquiryFieldName,
} from '../components/enquiry/enquiry-fields.ts'
import type { EnquiryErrors } from '../components/enquiry/enquiry-schema.ts'
import { enquiry } from '../data/enquiry.ts'
import { allowOrigin } from './content-security-policy.ts'
import type { Answers } from './enquiry-form-data.ts'
import { escapeHtml } from './html-escape.ts'
import { pageAnswer, type PageAnswerOptions } from './prerendered-page.ts'

export interface FormPageContent {
  errors: EnquiryErrors
  /** A reason that is no field's (too many tries, could not save): shown in the failure box. */
  failure: string | null
  answers: Answers
  /** The page of ours the visitor chose to ask from, kept in the form for the business ('' when not known). */
  startedOn: string
  /** Turnstile's site key when it is on: its widget's place is written into the form. */
  turnstileSiteKey: string | null
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

/**
 * The widget's place, above the failure box and the button. Its script draws it there once the
 * visitor touches the form; the height it will take is kept so nothing moves. Without JavaScript
 * it cannot be drawn, and the note says so before anything is typed.
 */
const turnstileSlot = (siteKey: string) =>
  `<div id="${enquiryIds.turnstile}" data-sitekey="${escapeHtml(siteKey)}" style="min-height:65px"><noscript><p>${escapeHtml(enquiry.challenge.needsScript)}</p></noscript></div>`

function rewriteFormPage(page: Response, content: FormPageContent): Response {
  let rewriter = new HTMLRewriter()
  const errors = Object.entries(content.errors) as [EnquiryFieldName | 'photos', string][]
  if (errors.length > 0 || content.failure) rewriter = rewriter.on('title', { element: (title) => void title.prepend('Error: ') })
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
  const { failure, turnstileSiteKey } = content
  if (failure) {
    rewriter = rewriter
      .on(`#${enquiryIds.failure}`, { element: (box) => void box.removeAttribute('hidden') })
      .on(`#${enquiryIds.failureReason}`, { element: (reason) => void reason.setInnerContent(failure) })
  }
  if (turnstileSiteKey) {
    rewriter = rewriter.on(`#${enquiryIds.failure}`, { element: (box) => void box.before(turnstileSlot(turnstileSiteKey), { html: true }) })
  }
  for (const name of enquiryFieldNames) {
    const value = content.answers[name]
    if (value !== undefined) rewriter = keepAnswer(rewriter, name, value)
  }
  const { startedOn } = content
  if (startedOn) {
    rewriter = rewriter.on(`input[name="${enquiryControlNames.startedOn}"]`, {
      element: (input) => void input.setAttribute('value', startedOn),
    })
  }
  return rewriter.transform(page)
}

/** The form page written into, with its headers; the page's CSP allows Turnstile's script and frame when its widget is there. */
export function formPageAnswer(
  page: Response,
  content: FormPageContent,
  status: number,
  options: Omit<PageAnswerOptions, 'contentSecurityPolicy'>,
): Response {
  const policy = page.headers.get('Content-Security-Policy')
  const contentSecurityPolicy =
    content.turnstileSiteKey && policy ? allowOrigin(policy, ['script-src', 'frame-src'], turnstileOrigin) : undefined
  return pageAnswer(rewriteFormPage(page, content), status, { ...options, contentSecurityPolicy })
}

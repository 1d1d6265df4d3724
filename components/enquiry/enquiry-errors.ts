// Errors the GOV.UK way: a summary at the top of the form linking to each field that needs
// correcting, and the message by the field, between its hint and its control, which is marked
// aria-invalid. The same elements the Worker fills when the form is sent without JavaScript.
import { enquiryIds, enquiryMessageFields } from '../../enquiry/fields.ts'
import type { EnquiryErrors } from '../../enquiry/schema.ts'

export type FieldName = keyof EnquiryErrors
const fieldNames: readonly FieldName[] = enquiryMessageFields

/** The field a control belongs to, by its name; null for the hidden and guard inputs. */
export const fieldNameOf = (control: Element): FieldName | null => fieldNames.find((name) => name === control.getAttribute('name')) ?? null

/** A field's controls: one input, select or textarea, or every radio of a group. */
function controlsOf(form: HTMLFormElement, name: FieldName): Element[] {
  const found = form.elements.namedItem(name)
  if (!found) return []
  return found instanceof RadioNodeList ? Array.from(found).filter((node) => node instanceof Element) : [found]
}

/** Shows each field's message, or clears it; `only` limits the change to some fields. */
export function showFieldErrors(form: HTMLFormElement, errors: EnquiryErrors, only: readonly FieldName[] = fieldNames): void {
  for (const name of only) {
    const message = errors[name]
    const slot = document.getElementById(enquiryIds.error(name))
    if (slot) {
      slot.textContent = message ?? ''
      slot.hidden = !message
    }
    for (const control of controlsOf(form, name)) {
      if (message) {
        control.setAttribute('aria-invalid', 'true')
        // A message in the form's closed optional part is seen, and its summary link can focus the field.
        control.closest('details')?.setAttribute('open', '')
      } else control.removeAttribute('aria-invalid')
    }
  }
}

function summaryParts() {
  const summary = document.getElementById(enquiryIds.errorSummary)
  return { summary, list: summary?.querySelector('ul') ?? null }
}

/** Fills the summary with a link to each field with a message, shows it and moves focus to it. */
export function showErrorSummary(errors: EnquiryErrors): void {
  const { summary, list } = summaryParts()
  if (!summary || !list) return
  list.replaceChildren(
    ...fieldNames.flatMap((name) => {
      const message = errors[name]
      if (!message) return []
      const link = document.createElement('a')
      link.href = `#${enquiryIds.field(name)}`
      link.textContent = message
      const item = document.createElement('li')
      item.append(link)
      return [item]
    }),
  )
  summary.hidden = list.childElementCount === 0
  if (!summary.hidden) summary.focus()
}

/**
 * Takes corrected fields off the summary without reading it out again: only removals, which a
 * live region does not announce. New problems wait for the next send.
 */
export function pruneErrorSummary(errors: EnquiryErrors): void {
  const { summary, list } = summaryParts()
  if (!summary || !list) return
  for (const link of list.querySelectorAll('a')) {
    const name = fieldNames.find((field) => link.hash === `#${enquiryIds.field(field)}`)
    if (name && !errors[name]) link.parentElement?.remove()
  }
  if (list.childElementCount === 0) summary.hidden = true
}

export function hideErrorSummary(): void {
  const { summary } = summaryParts()
  if (summary) summary.hidden = true
}

/**
 * A summary link brings its field's label or legend into view with the field, then focuses
 * it (the browser's jump would put the control at the top and its label out of sight).
 */
export function followSummaryLinks(signal?: AbortSignal): void {
  const { summary } = summaryParts()
  summary?.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const control = link ? document.getElementById(link.hash.slice(1)) : null
      if (!control) return
      event.preventDefault()
      const group = control.closest('fieldset') ?? control.parentElement
      group?.scrollIntoView({ block: 'start' })
      control.focus({ preventScroll: true })
    },
    { signal },
  )
}

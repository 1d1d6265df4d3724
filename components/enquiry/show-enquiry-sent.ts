// After sending with JavaScript: the thank-you panel (prerendered in a <template> on the form's
// page, the same as /request-received) takes the form's place, with the reference filled in.
import { enquiryIds, enquirySentTemplateId } from '../../enquiry/fields.ts'

function reveal(panel: Element, id: string, fill: (element: Element) => void): void {
  const element = panel.querySelector(`#${id}`)
  if (!(element instanceof HTMLElement)) return
  fill(element)
  element.hidden = false
}

export function showEnquirySent(form: HTMLFormElement, reference: string, photosMissing: readonly string[]): void {
  const template = document.getElementById(enquirySentTemplateId)
  // A template React drew after client navigation holds the panel as a child, not in its content.
  const panel =
    template instanceof HTMLTemplateElement ? (template.content.firstElementChild ?? template.firstElementChild)?.cloneNode(true) : null
  if (!(panel instanceof HTMLElement)) return
  reveal(panel, enquiryIds.referenceLine, (line) => {
    const strong = line.querySelector(`#${enquiryIds.reference}`)
    if (strong) strong.textContent = reference
  })
  if (photosMissing.length > 0) reveal(panel, enquiryIds.photosMissing, (line) => line.append(photosMissing.join(', ')))
  form.replaceWith(panel)
  // The news is read out, and the panel's top is in view on a phone.
  panel.querySelector<HTMLElement>('h1, h2')?.focus()
}

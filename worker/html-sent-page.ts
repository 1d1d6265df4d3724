// The prerendered thank-you page, answered to a visitor without JavaScript: their reference, and
// the photos that did not arrive.
import { enquiryIds } from '../components/enquiry/enquiry-fields.ts'

export function rewriteSentPage(page: Response, reference: string, photosMissing: readonly string[]): Response {
  let rewriter = new HTMLRewriter()
    .on(`#${enquiryIds.referenceLine}`, { element: (line) => void line.removeAttribute('hidden') })
    .on(`#${enquiryIds.reference}`, { element: (slot) => void slot.setInnerContent(reference) })
  if (photosMissing.length > 0) {
    rewriter = rewriter.on(`#${enquiryIds.photosMissing}`, {
      element(line) {
        line.removeAttribute('hidden')
        line.append(` ${photosMissing.join(', ')}`)
      },
    })
  }
  return rewriter.transform(page)
}

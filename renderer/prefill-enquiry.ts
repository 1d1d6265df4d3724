// Inline on the page with the enquiry form only (see +onRenderHtml.tsx): fills it from the address
// and from a draft kept on the device as the page opens, before the visitor sees it empty, with
// no request and none of the form's own script. Compiled by vite-plugins/inline-scripts.ts.
import { enquiryFormId } from '../enquiry/fields.ts'
import { prefillEnquiryForm } from '../components/enquiry/enquiry-prefill.ts'

const form = document.getElementById(enquiryFormId)
if (form instanceof HTMLFormElement) prefillEnquiryForm(form)

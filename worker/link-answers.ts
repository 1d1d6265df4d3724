// The answers a link to the form may carry (`?radiators=14&postcode=N13%204AB`), each only as the
// form itself would accept it. No Workers API here, so the unit tests read it as it is.
import { enquirySchema } from '../components/enquiry/enquiry-schema.ts'
import type { Answers } from './enquiry-form-data.ts'

/**
 * The radiator count when it is one of the form's choices, and the postcode when the coverage check
 * takes it, written as the check writes it. Everything else is ignored, so nothing from the
 * address reaches the page as it was typed there.
 */
export function linkAnswers(query: URLSearchParams): Answers {
  const answers: Answers = {}
  const radiators = enquirySchema.shape.radiators.safeParse(query.get('radiators') ?? '')
  if (radiators.success && radiators.data) answers.radiators = radiators.data
  const postcode = query.get('postcode')
  const checked = postcode ? enquirySchema.shape.postcode.safeParse(postcode) : null
  if (checked?.success) answers.postcode = checked.data.postcode
  return answers
}

// What is refused before the body is read: too large, of unknown size, or not a form.
import { enquiryLimits } from '../components/enquiry/enquiry-schema.ts'
import { refusals, type Refusal } from './refusals.ts'

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded']

export function checkRequestShape(request: Request): Refusal | null {
  const length = request.headers.get('Content-Length')
  if (length === null || !/^\d+$/.test(length.trim())) return refusals.noLength
  if (Number(length) > enquiryLimits.maxRequestBytes) return refusals.tooLarge
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!formTypes.includes(type)) return refusals.notAForm
  return null
}

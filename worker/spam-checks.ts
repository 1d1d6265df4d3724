// Robots fill every field, hidden or not, and post at once; people do neither.
import { enquiryControlNames } from '../components/enquiry/enquiry-fields.ts'
import { enquiryLimits } from '../components/enquiry/enquiry-schema.ts'

export function looksAutomated(form: FormData, now: Date): boolean {
  const honeypot = form.get(enquiryControlNames.honeypot)
  if (honeypot !== null && (typeof honeypot !== 'string' || honeypot.trim() !== '')) return true
  const startedAt = form.get(enquiryControlNames.startedAt)
  // Absent or empty: the form's script did not run (no JavaScript), which people may choose.
  if (typeof startedAt !== 'string' || startedAt.trim() === '') return false
  const started = Number(startedAt)
  if (!Number.isFinite(started)) return true
  const elapsed = now.getTime() - started
  // A time ahead of ours is the device's clock being fast, not a robot: a robot that skips the
  // script sends no time at all, and one that runs it has waited like a person.
  return elapsed >= 0 && elapsed < enquiryLimits.minFillMilliseconds
}

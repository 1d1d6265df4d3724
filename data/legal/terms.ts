// The terms and conditions, from content/legal/terms-and-conditions.md.
import { legalDocument } from './documents.ts'

export const termsAndConditions = legalDocument('terms-and-conditions')

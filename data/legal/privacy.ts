// The privacy policy, from content/legal/privacy-policy.md.
import { legalDocument } from './documents.ts'

export const privacyPolicy = legalDocument('privacy-policy')

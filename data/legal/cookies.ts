// The cookie policy, from content/legal/cookie-policy.md: what it says depends on when the
// providers may load (THIRD_PARTY_CONSENT), so it can also be read for another configuration.
import type { SiteConfig } from '../../config/site-config.schema.ts'
import { legalDocument, type LegalDocument } from './documents.ts'

export const cookiePolicyFor = (config: SiteConfig): LegalDocument => legalDocument('cookie-policy', config)

export const cookiePolicy: LegalDocument = legalDocument('cookie-policy')

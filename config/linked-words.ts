import { siteConfig } from './site-config.ts'
import type { SiteConfig } from './site-config.schema.ts'

/** Words shown as a link wherever the text says them, such as the phone number (tel:) and the email address (mailto:). */
export interface TextLink {
  text: string
  href: string
}

/**
 * What a visitor would want to tap wherever copy, a guide or a legal document says it: the phone
 * number, the email address and the address of the reviews provider's page (when one is set).
 */
export const linkedWords = (config: SiteConfig = siteConfig): TextLink[] =>
  [
    { text: config.phone.display, href: config.phone.href },
    { text: config.email, href: `mailto:${config.email}` },
    { text: config.reviews.profileUrl, href: config.reviews.profileUrl },
  ].filter((link) => link.text !== '')

import { siteConfig } from './site-config.ts'
import type { SiteConfig } from './site-config.schema.ts'

/** Words shown as a link wherever the text says them, such as the phone number (tel:) and the email address (mailto:). */
export interface TextLink {
  text: string
  href: string
}

/** The phone number and email address, as links wherever copy, a guide or a legal document says them. */
export const contactLinks = (config: SiteConfig = siteConfig): TextLink[] => [
  { text: config.phone.display, href: config.phone.href },
  { text: config.email, href: `mailto:${config.email}` },
]

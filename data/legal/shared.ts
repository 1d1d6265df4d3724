// Phrases the three legal documents share, so each says them the same way.
import { siteConfig } from '../../config/site-config.ts'

export const contactUs = `by email at ${siteConfig.email} or by phone on ${siteConfig.phone.display}`

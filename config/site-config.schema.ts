// Contact details and third-party integrations: the one home for values the business
// supplies. Each can be overridden at build time by the environment variable named
// beside it (see README); the defaults are fictitious and reach nobody.
import { z } from 'zod'
import { ReadableError } from './readable-error.ts'

export const siteConfigDefaults = {
  SITE_ORIGIN: 'https://www.example.co.uk',
  SITE_PHONE: '020 7946 0123',
  SITE_EMAIL: 'hello@example.co.uk',
  CHAT_SCRIPT_URL: 'https://chat.provider.example/embed.js',
  CHAT_PROJECT_ID: '00000',
  CHAT_PUBLIC_KEY: 'example-public-key',
  BOOKING_URL: 'https://booking.provider.example/pellet-flush-heating',
  REVIEWS_SCRIPT_URL: 'https://reviews.provider.example/widget.js',
  REVIEWS_WIDGET_ID: 'reviews-widget',
} as const

export type SiteConfigVariable = keyof typeof siteConfigDefaults

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' })
const ukPhone = z
  .string()
  .trim()
  .refine(
    (value) => /^0\d{2,4} ?\d{3,4} ?\d{3,4}$/.test(value) && value.replace(/\D/g, '').length === 11,
    'must be an 11-digit UK number written like 020 7946 0123',
  )

const siteConfigSchema = z.object({
  SITE_ORIGIN: httpsUrl.refine((url) => !URL.canParse(url) || new URL(url).pathname === '/', 'must be an origin without a path'),
  SITE_PHONE: ukPhone,
  SITE_EMAIL: z.email('must be an email address'),
  CHAT_SCRIPT_URL: httpsUrl,
  CHAT_PROJECT_ID: z.string().regex(/^\w+$/, 'must be letters, digits or underscores'),
  CHAT_PUBLIC_KEY: z.string().regex(/^[\w-]+$/, 'must be letters, digits, hyphens or underscores'),
  BOOKING_URL: httpsUrl,
  REVIEWS_SCRIPT_URL: httpsUrl,
  REVIEWS_WIDGET_ID: z.string().regex(/^[A-Za-z][\w-]*$/, 'must be a valid HTML id'),
})

export interface SiteConfig {
  origin: string
  phone: { display: string; href: string }
  email: string
  chat: { scriptUrl: string; projectId: string; publicKey: string }
  booking: { pageUrl: string; embedUrl: string }
  reviews: { scriptUrl: string; widgetId: string }
}

/** Reads the environment, falls back to the defaults, and fails with the variable's name. */
export function resolveSiteConfig(env: Partial<Record<string, string | undefined>>): SiteConfig {
  const merged = Object.fromEntries(Object.entries(siteConfigDefaults).map(([name, fallback]) => [name, env[name] || fallback]))
  const parsed = siteConfigSchema.safeParse(merged)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ReadableError(
      `Invalid site configuration (set in the environment or .env; see README, Configuration):\n${problems.join('\n')}`,
    )
  }
  const values = parsed.data
  const embedUrl = new URL(values.BOOKING_URL)
  embedUrl.searchParams.set('noframe', 'true')
  embedUrl.searchParams.set('skipHeaderFooter', 'true')
  return {
    origin: values.SITE_ORIGIN.replace(/\/$/, ''),
    // Non-breaking spaces keep the number on one line wherever it wraps.
    phone: { display: values.SITE_PHONE.replace(/ /g, '\u00a0'), href: `tel:+44${values.SITE_PHONE.replace(/\D/g, '').slice(1)}` },
    email: values.SITE_EMAIL,
    chat: { scriptUrl: values.CHAT_SCRIPT_URL, projectId: values.CHAT_PROJECT_ID, publicKey: values.CHAT_PUBLIC_KEY },
    booking: { pageUrl: values.BOOKING_URL, embedUrl: embedUrl.toString() },
    reviews: { scriptUrl: values.REVIEWS_SCRIPT_URL, widgetId: values.REVIEWS_WIDGET_ID },
  }
}

// Contact details and third-party integrations: the one home for values the business
// supplies. Each can be overridden at build time by the environment variable named
// beside it (see README); the defaults are fictitious and reach nobody.
import { isValid } from 'postcode'
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
  REVIEWS_PROVIDER_NAME: 'Example Reviews',
  REVIEWS_PROFILE_URL: 'https://reviews.provider.example/pellet-flush-heating',
  CHAT_PROVIDER_NAME: 'our AI chat provider',
  BOOKING_PROVIDER_NAME: 'our online booking provider',
  COMPANY_NAME: 'Pellet Flush Heating Ltd',
  COMPANY_NUMBER: '00000000',
  REGISTERED_OFFICE: '1 Example Road, London, ZZ99 9ZZ',
  VAT_NUMBER: '',
  THIRD_PARTY_CONSENT: 'on-visit',
  CMS_GITHUB_REPO: 'example/pellet-flush-heating-site',
  CMS_GITHUB_BRANCH: 'main',
} as const

export type SiteConfigVariable = keyof typeof siteConfigDefaults

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' })
const providerName = z.string().trim().min(2, 'must name the provider').max(60)
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
  REVIEWS_PROVIDER_NAME: providerName,
  REVIEWS_PROFILE_URL: httpsUrl,
  CHAT_PROVIDER_NAME: providerName,
  BOOKING_PROVIDER_NAME: providerName,
  COMPANY_NAME: z.string().trim().min(3, 'must be the registered company name').max(160),
  // Companies House: eight digits, or two letters (SC, NI, OC…) and six digits.
  COMPANY_NUMBER: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(\d{8}|[A-Z]{2}\d{6})$/, 'must be a Companies House number: 8 characters, such as 01234567 or SC123456'),
  REGISTERED_OFFICE: z
    .string()
    .trim()
    .refine(
      (address) => address.split(',').length >= 2 && isValid(address.split(',').at(-1)?.trim() ?? ''),
      'must be the address on the register, its lines separated by commas and ending with the postcode',
    ),
  // Optional: GB and 9 digits (or 12 for a branch); spaces are ignored.
  VAT_NUMBER: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine((value) => value === '' || /^GB(\d{9}|\d{12})$/.test(value), 'must be empty, or GB and 9 digits, such as GB 123 4567 89'),
  THIRD_PARTY_CONSENT: z.enum(['on-visit', 'ask'], { error: 'must be on-visit or ask' }),
  CMS_GITHUB_REPO: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, 'must be a GitHub repository written owner/name, such as pelletflush/website'),
  CMS_GITHUB_BRANCH: z
    .string()
    .trim()
    .regex(/^[\w.-]+(?:\/[\w.-]+)*$/, 'must be a branch name, such as main'),
})

/**
 * When a provider (chat, booking, reviews) may load: when its page is opened, which the visitor
 * did to use it; or only after they press "Load …" on its panel, a choice kept on the device.
 */
export type ThirdPartyConsent = 'on-visit' | 'ask'

export interface SiteConfig {
  origin: string
  phone: { display: string; href: string }
  email: string
  chat: { scriptUrl: string; projectId: string; publicKey: string; providerName: string }
  booking: { pageUrl: string; embedUrl: string; providerName: string }
  reviews: { scriptUrl: string; widgetId: string; providerName: string; profileUrl: string }
  /** The company behind the trading name, as UK law asks a business to say. */
  company: { name: string; number: string; registeredOffice: string; vatNumber: string | null }
  thirdPartyConsent: ThirdPartyConsent
}

/** GB123456789 as GB 123 4567 89, the way HMRC writes it. */
const formatVatNumber = (vat: string) =>
  vat.replace(/^GB(\d{3})(\d{4})(\d{2})(\d*)$/, (_, a, b, c, branch) => `GB ${a} ${b} ${c}${branch ? ` ${branch}` : ''}`)

type Environment = Partial<Record<string, string | undefined>>

/** Every setting from the environment or its default, checked together: a bad one fails with its variable's name. */
function readSettings(env: Environment) {
  const merged = Object.fromEntries(Object.entries(siteConfigDefaults).map(([name, fallback]) => [name, env[name] || fallback]))
  const parsed = siteConfigSchema.safeParse(merged)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ReadableError(
      `Invalid site configuration (set in the environment or .env; see README, Configuration):\n${problems.join('\n')}`,
    )
  }
  return parsed.data
}

/** Where the CMS at /admin/ commits the owner's edits (its GitHub backend). */
export interface CmsRepository {
  /** owner/name */
  repo: string
  branch: string
}

/**
 * The CMS's repository, checked with every other setting; kept out of SiteConfig because only
 * /admin/config.yml needs it, and SiteConfig is in the pages' script.
 */
export function resolveCmsRepository(env: Environment): CmsRepository {
  const values = readSettings(env)
  return { repo: values.CMS_GITHUB_REPO, branch: values.CMS_GITHUB_BRANCH }
}

/** Reads the environment, falls back to the defaults, and fails with the variable's name. */
export function resolveSiteConfig(env: Environment): SiteConfig {
  const values = readSettings(env)
  const embedUrl = new URL(values.BOOKING_URL)
  embedUrl.searchParams.set('noframe', 'true')
  embedUrl.searchParams.set('skipHeaderFooter', 'true')
  return {
    origin: values.SITE_ORIGIN.replace(/\/$/, ''),
    // Non-breaking spaces keep the number on one line wherever it wraps.
    phone: { display: values.SITE_PHONE.replace(/ /g, '\u00a0'), href: `tel:+44${values.SITE_PHONE.replace(/\D/g, '').slice(1)}` },
    email: values.SITE_EMAIL,
    chat: {
      scriptUrl: values.CHAT_SCRIPT_URL,
      projectId: values.CHAT_PROJECT_ID,
      publicKey: values.CHAT_PUBLIC_KEY,
      providerName: values.CHAT_PROVIDER_NAME,
    },
    booking: { pageUrl: values.BOOKING_URL, embedUrl: embedUrl.toString(), providerName: values.BOOKING_PROVIDER_NAME },
    reviews: {
      scriptUrl: values.REVIEWS_SCRIPT_URL,
      widgetId: values.REVIEWS_WIDGET_ID,
      providerName: values.REVIEWS_PROVIDER_NAME,
      profileUrl: values.REVIEWS_PROFILE_URL,
    },
    company: {
      name: values.COMPANY_NAME,
      number: values.COMPANY_NUMBER,
      registeredOffice: values.REGISTERED_OFFICE.split(',')
        .map((line) => line.trim())
        .join(', '),
      vatNumber: values.VAT_NUMBER ? formatVatNumber(values.VAT_NUMBER) : null,
    },
    thirdPartyConsent: values.THIRD_PARTY_CONSENT,
  }
}

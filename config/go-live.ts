// What must change before the site goes live: every setting still at its fictitious default,
// and every item of data marked as a sample. `npm run check:live` prints the list, as does
// `npm run build` when SITE_ENV=production, which then refuses to build.
import { experimental_readRawConfig } from 'wrangler'
import { siteConfigDefaults, type SiteConfigVariable } from './site-config.schema.ts'

/** The `vars` of wrangler.jsonc, as wrangler reads them: the enquiry Worker's addresses and switches. */
export const readWorkerVars = (): Record<string, unknown> => experimental_readRawConfig({ config: 'wrangler.jsonc' }).rawConfig.vars ?? {}

/** Ofcom's numbers for TV and drama, which reach nobody: fine for a demo, never for a customer. */
const dramaRanges: [prefix: string, first: number, last: number][] = [
  ['2079460', 0, 999],
  ['1134960', 0, 999],
  ['1144960', 0, 999],
  ['1154960', 0, 999],
  ['1164960', 0, 999],
  ['1174960', 0, 999],
  ['1184960', 0, 999],
  ['1214960', 0, 999],
  ['1314960', 0, 999],
  ['1414960', 0, 999],
  ['1514960', 0, 999],
  ['1614960', 0, 999],
  ['2890180', 0, 999],
  ['2920180', 0, 999],
  ['1632960', 0, 999],
  ['7700900', 0, 999],
  ['8081570', 0, 999],
  ['9098790', 0, 999],
  ['3069990', 0, 999],
]

export const isDramaNumber = (phone: string): boolean => {
  const national = phone.replace(/\D/g, '').replace(/^(44|0)/, '')
  return dramaRanges.some(([prefix, first, last]) => {
    if (!national.startsWith(prefix)) return false
    const rest = Number(national.slice(prefix.length))
    return rest >= first && rest <= last
  })
}

/** Hosts that can never be the business's own: the reserved example names. */
const isExampleHost = (url: string): boolean => {
  if (!URL.canParse(url)) return false
  const host = new URL(url).hostname
  return /(^|\.)example(\.[a-z.]+)?$/.test(host) || host.endsWith('.example') || host.endsWith('.invalid') || host.endsWith('.test')
}
const isExampleEmail = (email: string) => isExampleHost(`https://${email.split('@')[1] ?? ''}`)

interface SettingRule {
  variable: SiteConfigVariable
  /** Whether the value is still a stand-in, given its value. */
  isStandIn: (value: string) => boolean
  /** What to put there instead. */
  needs: string
}

const unchanged = (variable: SiteConfigVariable) => (value: string) => value === siteConfigDefaults[variable]

const settingRules: SettingRule[] = [
  { variable: 'SITE_ORIGIN', isStandIn: isExampleHost, needs: 'the public address of the site, such as https://www.yourcompany.co.uk' },
  {
    variable: 'SITE_PHONE',
    isStandIn: isDramaNumber,
    needs: 'the number customers should call (this one is in Ofcom’s drama range and reaches nobody)',
  },
  { variable: 'SITE_EMAIL', isStandIn: isExampleEmail, needs: 'the address customers should write to' },
  { variable: 'CHAT_SCRIPT_URL', isStandIn: isExampleHost, needs: 'the chat provider’s embed script address' },
  { variable: 'CHAT_PROJECT_ID', isStandIn: unchanged('CHAT_PROJECT_ID'), needs: 'the project id from the chat provider' },
  { variable: 'CHAT_PUBLIC_KEY', isStandIn: unchanged('CHAT_PUBLIC_KEY'), needs: 'the public key from the chat provider' },
  {
    variable: 'CHAT_PROVIDER_NAME',
    isStandIn: unchanged('CHAT_PROVIDER_NAME'),
    needs: 'the chat provider’s name, as the cookie and privacy policies show it',
  },
  { variable: 'BOOKING_URL', isStandIn: isExampleHost, needs: 'the booking page address from the scheduling service' },
  { variable: 'BOOKING_PROVIDER_NAME', isStandIn: unchanged('BOOKING_PROVIDER_NAME'), needs: 'the scheduling service’s name' },
  { variable: 'REVIEWS_SCRIPT_URL', isStandIn: isExampleHost, needs: 'the reviews provider’s widget script address' },
  { variable: 'REVIEWS_PROFILE_URL', isStandIn: isExampleHost, needs: 'the address of your public page with the reviews provider' },
  {
    variable: 'REVIEWS_PROVIDER_NAME',
    isStandIn: unchanged('REVIEWS_PROVIDER_NAME'),
    needs: 'the reviews provider’s name, shown beside the rating',
  },
  { variable: 'COMPANY_NAME', isStandIn: unchanged('COMPANY_NAME'), needs: 'the company name exactly as on the Companies House register' },
  { variable: 'COMPANY_NUMBER', isStandIn: (value) => /^0{8}$/.test(value), needs: 'the company number from Companies House' },
  {
    variable: 'REGISTERED_OFFICE',
    isStandIn: (value) => /\bZZ99\b/i.test(value) || unchanged('REGISTERED_OFFICE')(value),
    needs: 'the registered office address on the Companies House register',
  },
  {
    variable: 'CMS_GITHUB_REPO',
    isStandIn: (value) => /^example\//i.test(value),
    needs: 'the GitHub repository the site is built from, written owner/name: /admin/ commits the owner’s edits there',
  },
]

export interface GoLiveData {
  business: { name: string; workingName: boolean }
  quotes: { quote: string; attribution: string; sample: boolean; date: string }[]
  caseStudies: { id: string; sample: boolean }[]
  team: { id: string; name: string; sample: boolean }[]
}

interface WorkerVarRule {
  name: string
  isStandIn: (value: string) => boolean
  needs: string
}

/** The address inside "Name <address>", or the value itself. */
const emailIn = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value

const workerVarRules: WorkerVarRule[] = [
  {
    name: 'ENQUIRY_NOTIFY_TO',
    isStandIn: (value) => !value.includes('@') || isExampleEmail(value),
    needs: 'the address that should receive each enquiry',
  },
  {
    name: 'MAIL_FROM',
    isStandIn: (value) => !emailIn(value).includes('@') || isExampleEmail(emailIn(value)),
    needs: 'a sender on a domain your mail provider has verified, such as Website <website@yourcompany.co.uk>',
  },
  {
    name: 'MAIL_API_URL',
    isStandIn: (value) => !value.startsWith('https://') || isExampleHost(value),
    needs: 'your mail provider’s send address, such as https://api.resend.com/emails (empty only writes emails to the log)',
  },
  { name: 'SITE_ORIGIN', isStandIn: isExampleHost, needs: 'the public address of the site, for the photo links in the email' },
]

/** Every stand-in left, one readable line each, saying what to set and where. */
/** `workerVars`: the enquiry Worker's settings, the `vars` of wrangler.jsonc (readWorkerVars above). */
export function goLiveProblems(
  env: Partial<Record<string, string | undefined>>,
  data: GoLiveData,
  workerVars: Record<string, unknown>,
): string[] {
  const value = (variable: SiteConfigVariable) => env[variable] || siteConfigDefaults[variable]
  const settings = settingRules
    .filter((rule) => rule.isStandIn(value(rule.variable)))
    .map((rule) => `${rule.variable} (environment or .env) is "${value(rule.variable)}": set ${rule.needs}.`)
  const name = data.business.workingName
    ? [
        `content/business.json: name "${data.business.name}" is the design brief’s working name: set the trading name, then workingName: false.`,
      ]
    : []
  const samples = data.quotes
    .filter((quote) => quote.sample)
    .map(
      (quote) =>
        `content/quotes.json: "${quote.quote.slice(0, 50)}…" (${quote.attribution}) is a sample: replace it with a real review, or remove it.`,
    )
  const sampleStudies = data.caseStudies.flatMap((study, index) =>
    study.sample
      ? [
          `content/case-studies.json: caseStudies[${index}] (${study.id}) is a sample: replace it with a real job and its photos, or remove it.`,
        ]
      : [],
  )
  const sampleTeam = data.team.flatMap((member, index) =>
    member.sample
      ? [
          `content/team.json: members[${index}] (${member.name}) is a sample: replace them with a real member of the team and their photo, or remove them.`,
        ]
      : [],
  )
  const worker = workerVarRules
    .filter((rule) => rule.isStandIn(String(workerVars[rule.name] ?? '')))
    .map((rule) => `wrangler.jsonc: vars.${rule.name} is "${String(workerVars[rule.name] ?? '')}": set ${rule.needs}.`)
  return [...settings, ...name, ...samples, ...sampleStudies, ...sampleTeam, ...worker]
}

/** How old a review may be before the check says so: UK guidance expects reviews shown to be current. */
export const reviewFreshnessMonths = 18

/**
 * What is worth a look but stops nothing: a real review older than `reviewFreshnessMonths` (a
 * build must not turn red on a date with no change, so this is a warning, printed by check:live).
 */
export function goLiveWarnings(data: GoLiveData, today: Date): string[] {
  const oldest = new Date(today)
  oldest.setUTCMonth(oldest.getUTCMonth() - reviewFreshnessMonths)
  const cutOff = oldest.toISOString().slice(0, 10)
  return data.quotes
    .filter((quote) => !quote.sample && quote.date < cutOff)
    .map(
      (quote) =>
        `content/quotes.json: "${quote.quote.slice(0, 50)}…" (${quote.attribution}) is from ${quote.date}, more than ${reviewFreshnessMonths} months ago: show newer reviews first, or remove it.`,
    )
}

/** The list as one block for a terminal, or null when the site is ready to go live. */
export function goLiveReport(problems: string[]): string | null {
  if (problems.length === 0) return null
  return `Not ready to go live: ${problems.length} item(s) are still stand-ins (see docs/owner.md, Going live):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`
}

/**
 * Why the Worker's Turnstile keys cannot be published as they are, or null when both or neither
 * are set: one without the other is a widget whose answer nobody checks, or a check no form can pass.
 */
export function turnstileKeysProblem(siteKey: string, secretSet: boolean): string | null {
  if (siteKey && !secretSet) {
    return 'TURNSTILE_SITE_KEY is set in wrangler.jsonc but the TURNSTILE_SECRET secret is not, so nobody would check the challenge: npx wrangler secret put TURNSTILE_SECRET, or empty the key'
  }
  if (!siteKey && secretSet) {
    return 'the TURNSTILE_SECRET secret is set but TURNSTILE_SITE_KEY in wrangler.jsonc is empty, so the form would not show the challenge: set the key, or npx wrangler secret delete TURNSTILE_SECRET'
  }
  return null
}

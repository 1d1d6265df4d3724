import { describe, expect, it } from 'vitest'
import {
  goLiveProblems,
  goLiveReport,
  goLiveWarnings,
  isDramaNumber,
  reviewFreshnessMonths,
  turnstileKeysProblem,
  readWorkerVars,
} from '../../config/go-live.ts'
import { resolveSiteConfig, siteConfigDefaults } from '../../config/site-config.schema.ts'
import { goLiveData } from '../../data/content.ts'

/** What a business ready to publish would set: real-looking, and valid by the site's own rules. */
const complete = {
  SITE_ORIGIN: 'https://www.pelletflush.co.uk',
  SITE_PHONE: '020 8123 4567',
  SITE_EMAIL: 'bookings@pelletflush.co.uk',
  CHAT_SCRIPT_URL: 'https://cdn.chatvendor.com/embed.js',
  CHAT_PROJECT_ID: 'pfh_2026',
  CHAT_PUBLIC_KEY: 'pk-live-8f3a',
  CHAT_PROVIDER_NAME: 'ChatVendor',
  BOOKING_URL: 'https://calendar.bookingvendor.com/pellet-flush',
  BOOKING_PROVIDER_NAME: 'BookingVendor',
  REVIEWS_SCRIPT_URL: 'https://widget.reviewvendor.com/w.js',
  REVIEWS_PROFILE_URL: 'https://www.reviewvendor.com/pellet-flush',
  REVIEWS_PROVIDER_NAME: 'ReviewVendor',
  COMPANY_NAME: 'Pellet Flush Heating Services Ltd',
  COMPANY_NUMBER: '12345678',
  REGISTERED_OFFICE: '12 Green Lanes, London, N13 4AB',
  CMS_GITHUB_REPO: 'pelletflush/website',
}
/** The enquiry Worker's settings a business ready to publish would put in wrangler.jsonc. */
const completeWorker = {
  ENQUIRY_NOTIFY_TO: 'enquiries@pelletflush.co.uk',
  MAIL_FROM: 'Website <website@pelletflush.co.uk>',
  MAIL_API_URL: 'https://api.mailvendor.com/emails',
  SITE_ORIGIN: complete.SITE_ORIGIN,
}
const publishable = {
  business: { ...goLiveData.business, workingName: false },
  quotes: goLiveData.quotes.map((quote) => ({ ...quote, sample: false })),
  caseStudies: goLiveData.caseStudies.map((study) => ({ ...study, sample: false })),
  team: goLiveData.team.map((member) => ({ ...member, sample: false })),
}

describe('the go-live check', () => {
  it('passes a complete configuration with real data, which the site also accepts', () => {
    expect(() => resolveSiteConfig(complete)).not.toThrow()
    expect(goLiveProblems(complete, publishable, completeWorker)).toEqual([])
    expect(goLiveReport([])).toBeNull()
  })

  it('names every stand-in setting of the defaults, each with what to set', () => {
    const problems = goLiveProblems({}, publishable, completeWorker)
    for (const variable of Object.keys(complete)) {
      expect(
        problems.find((problem) => problem.startsWith(`${variable} `)),
        variable,
      ).toMatch(/: set .+\.$/)
    }
  })

  it.each([
    ['SITE_ORIGIN', 'https://staging.example.com'],
    ['SITE_EMAIL', 'info@example.org'],
    ['SITE_PHONE', '0113 496 0999'],
    ['BOOKING_URL', 'https://booking.provider.example/other'],
    ['COMPANY_NUMBER', '00000000'],
    ['REGISTERED_OFFICE', '2 Other Road, Leeds, ZZ99 3AB'],
    ['CMS_GITHUB_REPO', 'example/another-site'],
  ])('flags %s = %s', (variable, value) => {
    expect(goLiveProblems({ ...complete, [variable]: value }, publishable, completeWorker)).toEqual([
      expect.stringMatching(new RegExp(`^${variable} `)),
    ])
  })

  it('flags the working name and every sample quote, naming the file', () => {
    const problems = goLiveProblems(complete, goLiveData, completeWorker)
    expect(problems.filter((problem) => problem.startsWith('content/business.json'))).toHaveLength(goLiveData.business.workingName ? 1 : 0)
    expect(problems.filter((problem) => problem.startsWith('content/quotes.json'))).toHaveLength(
      goLiveData.quotes.filter((quote) => quote.sample).length,
    )
  })

  it('warns, without refusing, of a real review older than the freshness limit, whatever the date of the build', () => {
    const [quote] = goLiveData.quotes
    if (!quote) throw new Error('no quotes')
    const real = { ...goLiveData, quotes: [{ ...quote, sample: false }] }
    const reviewDate = new Date(`${quote.date}T00:00:00Z`)
    const monthsLater = (months: number) =>
      new Date(Date.UTC(reviewDate.getUTCFullYear(), reviewDate.getUTCMonth() + months, reviewDate.getUTCDate()))
    expect(goLiveWarnings(real, monthsLater(reviewFreshnessMonths - 1))).toEqual([])
    expect(goLiveWarnings(real, monthsLater(reviewFreshnessMonths + 1))).toEqual([
      expect.stringContaining(`(${quote.attribution}) is from ${quote.date}`),
    ])
    expect(goLiveProblems(complete, real, completeWorker).some((problem) => problem.includes(quote.date))).toBe(false)
  })

  it('refuses every sample team member, one line each naming the file, the row and the person', () => {
    const problems = goLiveProblems(complete, goLiveData, completeWorker).filter((problem) => problem.startsWith('content/team.json'))
    const samples = goLiveData.team.filter((member) => member.sample)
    expect(samples.length, 'the team in content/team.json is still all samples').toBeGreaterThan(0)
    expect(problems).toHaveLength(samples.length)
    samples.forEach((member) => {
      const index = goLiveData.team.indexOf(member)
      expect(problems.some((problem) => problem.includes(`members[${index}] (${member.name}) is a sample`))).toBe(true)
    })
    // A real person passes.
    const real = { ...goLiveData, team: goLiveData.team.map((member) => ({ ...member, sample: false })) }
    expect(goLiveProblems(complete, real, completeWorker).filter((problem) => problem.startsWith('content/team.json'))).toEqual([])
  })

  it('refuses every sample case study, one line each naming the file and the row', () => {
    const problems = goLiveProblems(complete, goLiveData, completeWorker).filter((problem) =>
      problem.startsWith('content/case-studies.json'),
    )
    const samples = goLiveData.caseStudies.filter((study) => study.sample)
    expect(problems).toHaveLength(samples.length)
    samples.forEach((study) => expect(problems.some((problem) => problem.includes(`(${study.id}) is a sample`))).toBe(true))
  })

  it('names every stand-in setting of the enquiry Worker in wrangler.jsonc, each with what to set', () => {
    const problems = goLiveProblems(complete, publishable, readWorkerVars())
    for (const name of Object.keys(completeWorker)) {
      expect(
        problems.find((problem) => problem.startsWith(`wrangler.jsonc: vars.${name} `)),
        name,
      ).toMatch(/: set .+\.$/)
    }
  })

  it.each([
    ['ENQUIRY_NOTIFY_TO', 'owner@example.co.uk'],
    ['MAIL_FROM', 'Website <noreply@example.com>'],
    ['MAIL_API_URL', ''],
    ['MAIL_API_URL', 'http://mail.internal/send'],
  ])('flags the Worker setting %s = "%s"', (name, value) => {
    expect(goLiveProblems(complete, publishable, { ...completeWorker, [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^wrangler.jsonc: vars.${name} `)),
    ])
  })

  it('knows Ofcom’s drama numbers from real ones', () => {
    expect(isDramaNumber(siteConfigDefaults.SITE_PHONE)).toBe(true)
    expect(isDramaNumber('+44 20 7946 0500')).toBe(true)
    expect(isDramaNumber('07700 900123')).toBe(true)
    expect(isDramaNumber('020 7946 1000')).toBe(false)
    expect(isDramaNumber(complete.SITE_PHONE)).toBe(false)
  })
})

describe('Turnstile keys', () => {
  it('are refused for publishing one without the other, saying what to do', () => {
    expect(turnstileKeysProblem('key', true)).toBeNull()
    expect(turnstileKeysProblem('', false)).toBeNull()
    expect(turnstileKeysProblem('key', false)).toMatch(/wrangler secret put TURNSTILE_SECRET/)
    expect(turnstileKeysProblem('', true)).toMatch(/TURNSTILE_SITE_KEY/)
  })
})

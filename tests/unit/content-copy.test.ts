// The words in data/ that promise things (questions, guarantee, booking steps, reviews, quotes and
// the legal documents), read as the site renders them with the default settings: every figure in
// them comes from data/, and the promises agree with each other and with the law they name.
import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../config/site-config.ts'
import { consentStorageKey } from '../../components/integrations/consent.ts'
import { enquiryDraftKey } from '../../enquiry/fields.ts'
import { enquiry } from '../../data/enquiry.ts'
import { formatCount, formatPercent, formatPounds } from '../../data/format.ts'
import type { LegalDocument } from '../../data/legal/documents.ts'
import { legalDocument } from '../../data/legal/documents.ts'
import { cancellationRightsSectionId, consumerLaw } from '../../data/legal/shared.ts'
import { bookingStepProblems, quoteAreaProblems } from '../../data/validate.ts'
import { localAreas } from '../../data/site-pages.ts'
import { bookingSteps, cancellation, guarantee, questions, quotes, reviewPolicy } from '../../data/content.ts'
import { business, figures, pricing } from '../../data/facts.ts'
import { routes } from '../../data/routes.ts'
import type { SiteConfig } from '../../config/site-config.schema.ts'

const termsAndConditions = legalDocument(routes.terms)
const privacyPolicy = legalDocument(routes.privacy)
const cookiePolicy = legalDocument(routes.cookies)
const cookiePolicyFor = (config: SiteConfig) => legalDocument(routes.cookies, config)

/** Every string inside a value, however deep. */
const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/** A legal document as its page reads: the Markdown's rendered text, section by section. */
const legalText = (document: LegalDocument) => ({
  title: document.title,
  intro: document.intro,
  sections: document.sections.map((section) => ({ heading: section.heading, text: load(section.html).text() })),
})

const askConfig = { ...siteConfig, thirdPartyConsent: 'ask' as const }
const copy: Record<string, unknown> = {
  'content/questions.json': questions,
  'content/guarantee.json': guarantee,
  'content/cancellation.json': cancellation,
  'content/booking-steps.json': bookingSteps,
  'content/review-policy.json': reviewPolicy,
  'content/quotes.json': quotes,
  'content/legal/terms-and-conditions.md': legalText(termsAndConditions),
  'content/legal/privacy-policy.md': legalText(privacyPolicy),
  'content/legal/cookie-policy.md': legalText(cookiePolicy),
  'content/legal/cookie-policy.md (ask first)': legalText(cookiePolicyFor(askConfig)),
}
const texts = Object.entries(copy).flatMap(([file, value]) => stringsIn(value).map((text) => ({ file, text })))

/** Each match of the pattern, with the file it is in, that is not one of the allowed strings. */
function strays(pattern: RegExp, allowed: Iterable<string>): string[] {
  const allowedSet = new Set(allowed)
  return texts.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((match) => match[0]).flatMap((found) => (allowedSet.has(found) ? [] : [`${file}: ${found}`])),
  )
}

const sectionText = (document: LegalDocument, id: string) => {
  const section = document.sections.find((candidate) => candidate.id === id)
  if (!section) throw new Error(`no section ${id}`)
  return `${section.heading}\n${load(section.html).text()}`
}

describe('figures in the copy come from data/', () => {
  it('every £ amount is a price from content/pricing.json', () => {
    const prices = pricing.rows.flatMap((row) => [formatPounds(row.standard), formatPounds(row.noFix)])
    expect(
      texts.some(({ text }) => /£\d/.test(text)),
      'the check has prices to look at',
    ).toBe(true)
    expect(strays(/£\d[\d,]*/g, prices)).toEqual([])
  })

  it('every percentage is a figure from content/figures.json', () => {
    const percents = [figures.successRatePercent, figures.unfixableMicroboreSuccessPercent, figures.failedPowerFlushRepairsPercent]
    expect(strays(/\d+(?:\.\d+)?%/g, percents.map(formatPercent))).toEqual([])
  })

  it('every count of years, hours or days is one set in data/ or by the law named in data/legal/shared.ts', () => {
    const years = [
      pricing.standardGuaranteeYears,
      pricing.noFixGuaranteeYears,
      figures.combinedExperienceYears,
      consumerLaw.recordKeepingYears,
    ]
    const allowed = [
      ...years.flatMap((count) => [`${count} year`, `${count} years`, `${count}-year`]),
      `${pricing.cancellationNoticeHours} hours`,
      ...[
        consumerLaw.cancellationDays,
        consumerLaw.refundDays,
        figures.fixDays,
        enquiry.retention.photoDays,
        enquiry.retention.photoLinkDays,
      ].flatMap((count) => [`${count} days`, `${count}-day`]),
    ]
    expect(strays(/\b\d+(?:[- ]years?|[- ]hours?|[- ]days?)\b/g, allowed)).toEqual([])
  })

  it('every distance in km is the service radius from content/business.json', () => {
    const radius = `${formatCount(Math.round(business.serviceRadiusMetres / 1000))} km`
    expect(strays(/\b[\d,]+ km\b/g, [radius])).toEqual([])
    expect(questions.find((question) => question.id === 'do-you-cover-my-area')?.answer.join(' ')).toContain(radius)
  })

  it('the only phone number and email address are the configured ones', () => {
    const phoneDigits = siteConfig.phone.display.replace(/\D/g, '')
    const phones = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/\b0\d{2,4}[\s\u00a0]?\d{3,4}[\s\u00a0]?\d{3,4}\b/g)].map((match) => ({
        file,
        digits: match[0].replace(/\D/g, ''),
      })),
    )
    expect(phones.filter((phone) => phone.digits !== phoneDigits)).toEqual([])
    expect(strays(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, [siteConfig.email])).toEqual([])
  })

  it('says nothing in a raised voice and leaves nothing to finish', () => {
    expect(texts.filter(({ text }) => /!|\bTODO\b|\bTBC\b|lorem/i.test(text))).toEqual([])
  })
})

describe('the promises agree with each other and with the law', () => {
  it('names a booking step that points to a missing section, and the file', () => {
    const broken = [{ id: 'lost-step', termsSection: 'no-such-section' }]
    expect(bookingStepProblems(broken)).toEqual([
      expect.stringMatching(/^content\/booking-steps\.json: lost-step: termsSection "no-such-section"/),
    ])
  })

  it('never states the notice period in the terms without the statutory right to cancel beside it', () => {
    const notice = `${pricing.cancellationNoticeHours} hours`
    const withNotice = termsAndConditions.sections.filter((section) => sectionText(termsAndConditions, section.id).includes(notice))
    expect(withNotice.length).toBeGreaterThan(0)
    for (const section of withNotice) {
      const text = sectionText(termsAndConditions, section.id)
      expect(text, section.id).toContain(consumerLaw.cancellationRegulations)
      expect(text, section.id).toContain(`${consumerLaw.cancellationDays} days`)
    }
  })

  it('places the right to cancel straight after booking, with the model form addressed to the company', () => {
    const ids = termsAndConditions.sections.map((section) => section.id)
    expect(ids.indexOf(cancellationRightsSectionId)).toBe(ids.indexOf('booking-and-confirmation') + 1)
    const section = termsAndConditions.sections.find((candidate) => candidate.id === cancellationRightsSectionId)
    const form = load(section?.html ?? '')('blockquote')
    expect(form.find('h3').text()).toBe('Model cancellation form')
    expect(form.text()).toContain(siteConfig.company.name)
    expect(form.text()).toContain(siteConfig.company.registeredOffice)
    expect(form.text()).toContain(siteConfig.email)
  })

  it('words the guarantee once: the terms and the claim answer quote content/guarantee.json', () => {
    const terms = sectionText(termsAndConditions, 'our-guarantee')
    for (const line of [guarantee.summary, ...guarantee.covers, ...guarantee.conditions, ...guarantee.howToClaim])
      expect(terms).toContain(line)
    const claim = questions.find((question) => question.id === 'how-to-claim-on-the-guarantee')
    expect(claim?.answer).toContain(guarantee.summary)
    expect(bookingSteps.map((step) => step.text)).toContain(guarantee.summary)
  })

  it('says what the confidentiality agreement covers, and that it comes before the booking is confirmed', () => {
    const booking = sectionText(termsAndConditions, 'booking-and-confirmation')
    expect(booking).toMatch(/patented/)
    expect(booking).toMatch(/does not cover your home/)
    expect(booking).toMatch(/before we confirm/)
  })

  it('states the company details instead of sending visitors to the register', () => {
    const details = sectionText(termsAndConditions, 'our-company-details')
    expect(details).toContain(siteConfig.company.number)
    expect(details).toContain(siteConfig.company.registeredOffice)
    expect(details).not.toMatch(/on request/)
  })

  it('names each provider in the cookie policy, and what the site stores in each consent mode', () => {
    for (const document of [cookiePolicy, cookiePolicyFor(askConfig)]) {
      const text = stringsIn(legalText(document)).join(' ')
      for (const provider of [siteConfig.chat, siteConfig.booking, siteConfig.reviews]) expect(text).toContain(provider.providerName)
    }
    const onVisit = sectionText(cookiePolicyFor({ ...siteConfig, thirdPartyConsent: 'on-visit' }), 'what-this-site-stores')
    expect(onVisit).not.toContain(consentStorageKey)
    expect(sectionText(cookiePolicyFor(askConfig), 'what-this-site-stores')).toContain(`"${consentStorageKey}"`)
    // The unsent enquiry kept on the device is named in both modes, by the key the form uses.
    for (const mode of [onVisit, sectionText(cookiePolicyFor(askConfig), 'what-this-site-stores')]) {
      expect(mode).toContain(`"${enquiryDraftKey}"`)
    }
  })
})

describe('quotes', () => {
  it('names the quote and the file when a quote points to a local area that does not exist', () => {
    const [first] = quotes
    if (!first) throw new Error('no quotes')
    expect(quoteAreaProblems(quotes, localAreas)).toEqual([])
    expect(quoteAreaProblems([{ ...first, localArea: 'atlantis' }], localAreas)).toEqual([
      `content/quotes.json: quotes[0] (${first.attribution}).localArea: "atlantis" is not a local area in content/local-areas.json`,
    ])
  })
})

describe('questions', () => {
  it('answers the questions a wary customer asks first, on the pages that suit them', () => {
    const on = (page: string) => questions.filter((question) => question.pages.some((candidate) => candidate === page)).map((q) => q.id)
    expect(on('assistant')).toHaveLength(questions.length)
    expect(on('no-fix-no-fee')).toEqual(expect.arrayContaining(['what-counts-as-fixed', 'can-i-cancel-or-move']))
    // When and how to pay: /prices answers it in its Payment on completion card, so not again as a question.
    expect(on('prices')).toEqual(expect.arrayContaining(['why-more-than-a-power-flush', 'can-it-damage-my-boiler']))
  })
})

// What each page says, checked in the served HTML against data/: the business edits data/,
// so every expectation here is read from it, never typed again.
import { expect, test } from '@playwright/test'
import { formatAtLeast, formatOrList, formatPercent, formatPounds } from '../../data/format.ts'
import { legalDocument } from '../../data/legal/documents.ts'
import { cancellationPeriod, cancellationRightsSectionId } from '../../data/legal/shared.ts'
import { fetchPage } from '../support/html.ts'
import { pageKinds, siteConfig } from '../support/site.ts'
import { legalPaths, routes } from '../../data/routes.ts'
import { coverage, figures, pricing } from '../../data/facts.ts'
import { localAreas } from '../../data/site-pages.ts'
import {
  homeCopy,
  sharedSectionsCopy,
  siteCopy,
  microboreCopy,
  noFixNoFeeCopy,
  quotes,
  reviewPolicy,
  bookingSteps,
  registeredDetails,
  tradingAs,
  localAreaCopy,
  caseStudies,
  pricesFinderCopy,
} from '../../data/content.ts'
import { radiatorCountLabel } from '../../data/price-options.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'

const trustFigures = [`${figures.ratingValue}`, formatAtLeast(figures.systemsCleaned), formatPercent(figures.successRatePercent)]

test('home: the problem it fixes, the figures, the price, the two options and the ways to act', async ({ request }) => {
  const page = await fetchPage(request, pageKinds.home)
  const main = page.text('main')
  for (const card of homeCopy.whyUs.cards) expect(page.text('main h3')).toContain(card.title)
  for (const figure of trustFigures) expect(main).toContain(figure)
  expect(main).toContain(formatPounds(pricing.rows[0]?.standard ?? 0))
  expect(page.$('main a[href="/microbore-and-plastic-pipes"]').length).toBeGreaterThan(0)
  for (const href of [routes.booking, routes.prices, routes.assistant])
    expect(page.$(`main a[href^="${href}"]`).length, href).toBeGreaterThan(0)
  expect(page.$('main blockquote').length).toBeGreaterThan(0)
})

test('prices: every row of the price table, the guarantees, payment and notice', async ({ request }) => {
  const page = await fetchPage(request, pageKinds.prices)
  const rows = page.$('main table tbody tr').toArray()
  expect(rows).toHaveLength(pricing.rows.length + 1)
  pricing.rows.forEach((row, index) => {
    const cells = page
      .$(rows[index])
      .find('th, td')
      .toArray()
      .map((cell) => page.$(cell).text())
    expect(cells).toEqual([radiatorCountLabel(row), formatPounds(row.standard), formatPounds(row.noFix)])
  })
  expect(page.$(rows.at(-1)).text()).toContain(`${pricing.contactFromRadiators} or more`)
  const main = page.text('main')
  expect(main).toContain('including towel rails')
  expect(main).toContain(`${pricing.standardGuaranteeYears}-year guarantee`)
  expect(main).toContain(formatOrList(pricing.paymentMethods))
  expect(main).toContain(`${pricing.cancellationNoticeHours} hours`)
})

test('the alias addresses serve the same page as their canonical one', async ({ request }) => {
  for (const [alias, canonical] of [
    ['/get-a-quote', pageKinds.prices],
    ['/no-fix-no-fee-deal', pageKinds.noFixNoFee],
  ] as const) {
    const [aliasPage, canonicalPage] = await Promise.all([fetchPage(request, alias), fetchPage(request, canonical)])
    expect(aliasPage.text('main')).toBe(canonicalPage.text('main'))
  }
})

test('No Fix No Fee: both options, the day step by step, the guarantee, and booking in a new tab', async ({ request }) => {
  const page = await fetchPage(request, pageKinds.noFixNoFee)
  for (const heading of ['Standard', 'No Fix No Fee', noFixNoFeeCopy.howItWorks.steps[0]?.title ?? '', noFixNoFeeCopy.guarantee.heading])
    expect(page.text('main')).toContain(heading)
  const book = page.$('main a').filter((_, link) => page.$(link).text().includes(siteCopy.buttons.openBookingPage))
  expect(book.length).toBeGreaterThan(0)
  expect(book.first().attr('target')).toBe('_blank')
  expect(book.first().attr('rel')).toBe('noopener noreferrer')
})

test('microbore: the pipe sizes, the method, the results and its job', async ({ request }) => {
  const page = await fetchPage(request, pageKinds.explainer)
  const main = page.text('main')
  const { whatIsMicrobore, whyOthersFail, twoStep, plasticPipes, benefits, results } = microboreCopy
  for (const { heading } of [whatIsMicrobore, whyOthersFail, twoStep, plasticPipes, benefits, results]) {
    expect(page.text('main h2, main h3')).toContain(heading)
  }
  expect(main).toContain(`${figures.standardPipeMillimetres}mm`)
  for (const figure of [formatPercent(figures.unfixableMicroboreSuccessPercent), formatAtLeast(figures.plasticPipeSystems)])
    expect(main).toContain(figure)
  // The one job its words name, not simply the newest (which the local page and /testimonials lead with).
  const shownJobs = page.$('main [data-case-study]').map((_, card) => page.$(card).attr('data-case-study'))
  expect(shownJobs.get()).toEqual([microboreCopy.caseStudies.study])
})

test('areas: the regions, every listed city, the rural areas and the local pages', async ({ request }) => {
  const page = await fetchPage(request, pageKinds.areas)
  const main = page.text('main')
  for (const region of coverage.regions) for (const area of [region.name, ...region.areas]) expect(main).toContain(area)
  for (const place of [...coverage.cities, ...coverage.ruralAndCoastal]) expect(main).toContain(place)
  for (const area of localAreas) expect(page.$(`main a[href="/${area.slug}"]`).length).toBeGreaterThan(0)
})

test('testimonials: the figures, where the rating comes from, each review with its source, date and stars, and how reviews are collected', async ({
  request,
}) => {
  const page = await fetchPage(request, pageKinds.testimonials)
  const main = page.text('main')
  for (const figure of trustFigures) expect(main).toContain(figure)
  expect(main).toContain(`reviews on ${siteConfig.reviews.providerName}`)
  expect(page.$(`main a[href="${siteConfig.reviews.profileUrl}"]`).length).toBeGreaterThan(0)
  const cards = page.$('main #reviews figure').toArray()
  expect(cards).toHaveLength(quotes.length)
  quotes.forEach((quote, index) => {
    const card = page.$(cards[index])
    expect(card.find('blockquote').text()).toContain(quote.quote)
    expect(card.text()).toContain(quote.source)
    expect(card.find('time').attr('datetime')).toBe(quote.date)
    expect(card.text()).toContain(`Rated ${quote.rating} out of ${figures.bestRating}`)
    expect(card.text().includes(siteCopy.sampleReviewBadge), 'a sample says it is one').toBe(quote.sample)
  })
  for (const paragraph of reviewPolicy.paragraphs) expect(main).toContain(paragraph)
})

test('booking: what happens when you book, a step that names its part of the terms linking to it', async ({ request }) => {
  const [page, terms] = await Promise.all([fetchPage(request, pageKinds.booking), fetchPage(request, routes.terms)])
  for (const step of bookingSteps) {
    expect(page.text('main')).toContain(step.text)
    if (!step.termsSection) continue
    expect(page.$(`main a[href="${routes.terms}#${step.termsSection}"]`).length, step.id).toBeGreaterThan(0)
    expect(terms.$(`#${step.termsSection}`).length, `the terms have #${step.termsSection}`).toBe(1)
  }
})

test('terms: the right to cancel with its model form, and the company details stated in full', async ({ request }) => {
  const page = await fetchPage(request, routes.terms)
  const rights = page.text(`#${cancellationRightsSectionId}`)
  expect(rights).toContain(cancellationPeriod)
  expect(rights).toContain(siteConfig.email)
  const company = page.text('#our-company-details')
  expect(company).toContain(tradingAs)
  expect(company).toContain(registeredDetails)
})

test("local pages show their own case studies, or else their own review, or else their map; never another area's review", async ({
  request,
}) => {
  for (const area of localAreas) {
    const page = await fetchPage(request, `/${area.slug}`)
    const ownWork = caseStudies.some((study) => study.localArea === area.slug)
    const own = quotes.find((quote) => quote.localArea === area.slug)
    if (ownWork) expect(page.$('#case-studies [data-case-study]'), area.slug).not.toHaveLength(0)
    if (own && !ownWork) {
      expect(page.text('#local-review blockquote'), area.slug).toContain(own.quote)
      expect(page.text('#local-review h2'), area.slug).toBe(fillPlaceholders(localAreaCopy.localReview.heading, { 'area.name': area.name }))
      continue
    }
    expect(page.$('#local-review'), `${area.slug} shows no review beside the quote`).toHaveLength(0)
    // Its map stands under the hero's words instead.
    expect(page.$(`[data-hero] img[src$="/local-map-${area.slug}.svg"]`), area.slug).toHaveLength(1)
  }
})

test('a local page answers the quote’s “Do we come to you?” with its own area, not a postcode box', async ({ request }) => {
  for (const area of localAreas) {
    const page = await fetchPage(request, `/${area.slug}`)
    expect(page.text('#quote'), area.slug).toContain(fillPlaceholders(pricesFinderCopy.finder.localAnswer, { area: area.name }))
    expect(page.$('#quote input[name="postcode"]'), area.slug).toHaveLength(0)
  }
})

for (const path of legalPaths) {
  const document = legalDocument(path)
  test(`${path}: every section of the document, numbered, and the day it last changed`, async ({ request }) => {
    const page = await fetchPage(request, path)
    const headings = page
      .$('main h2')
      .toArray()
      .map((heading) => page.$(heading).text())
      .filter((text) => /^\d+\. /.test(text))
    expect(headings).toEqual(document.sections.map((section, index) => `${index + 1}. ${section.heading}`))
    // The day its front matter gives, for machines and as a reader expects it.
    expect(page.$('main time').attr('datetime')).toBe(document.updated)
    const shown = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${document.updated}T00:00:00Z`),
    )
    expect(page.text('main')).toContain(`${sharedSectionsCopy.legalDocument.lastUpdated} ${shown}`)
  })
}

for (const area of localAreas) {
  test(`/${area.slug}: written for ${area.name}, with its homes, booking, phone and the way to every area`, async ({ request }) => {
    const page = await fetchPage(request, `/${area.slug}`)
    expect(page.text('h1')).toContain(area.name)
    const main = page.text('main')
    for (const text of [area.heroLine, area.intro, area.localDetail, area.servicePromise, ...area.propertyTypes.map((type) => type.name)])
      expect(main).toContain(text)
    expect(page.$(`main a[href="${routes.booking}"]`).length).toBeGreaterThan(0)
    expect(page.$(`main a[href="${routes.areas}"]`).length).toBeGreaterThan(0)
    expect(page.$(`main a[href="${routes.assistant}"]`).length).toBeGreaterThan(0)
    expect(page.$('main a[href^="tel:"]').length).toBeGreaterThan(0)
  })
}

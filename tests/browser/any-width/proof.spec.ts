// The proof a wary homeowner looks for, from content: the team (content/team.json) at a photo's
// size, with every sample badged as one; the reviews (content/quotes.json) as a review site shows
// them; the figures said once; and under every hero the memberships and cover
// (content/memberships.json) or, with none listed, the guarantee, payment on completion (where the
// guided quote beside it does not say them) and the rating or the company number.
import { routes } from '../../../data/routes.ts'
import { expect, isPhone, pageKinds, siteConfig, test } from '../../support/fixtures.ts'
import { proofCopy, memberships, pricesFinderCopy, quotes, siteCopy, team, testimonialsCopy, whoAreWeCopy } from '../../../data/content.ts'
import { figures } from '../../../data/facts.ts'
import { formatAtLeast, formatPercent } from '../../../data/format.ts'

/** The page kinds that open with a hero (components/sections/Hero.tsx). */
const heroPages = [
  pageKinds.home,
  pageKinds.company,
  pageKinds.noFixNoFee,
  pageKinds.explainer,
  pageKinds.assistant,
  pageKinds.areas,
  pageKinds.booking,
  pageKinds.prices,
  pageKinds.localArea,
]

test("/who-are-we shows the whole team from content at a photo's size, samples badged", async ({ page }) => {
  await page.goto(routes.company)
  const section = page.getByRole('region', { name: proofCopy.team.heading })
  const cards = section.getByRole('listitem')
  await expect(cards).toHaveCount(team.length)
  for (const [index, member] of team.entries()) {
    const card = cards.nth(index)
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByRole('heading', { name: member.name })).toBeVisible()
    await expect(card.getByText(member.role, { exact: true })).toBeVisible()
    await expect(card).toContainText(`${proofCopy.team.withUsSince} ${member.withUsSince}`)
    await expect(card).toContainText(`${proofCopy.team.inTradeSince} ${member.inTradeSince}`)
    await expect(card.getByText(proofCopy.team.sampleBadge, { exact: true })).toHaveCount(member.sample ? 1 : 0)
    // Sized in the HTML, so the photo arriving moves nothing.
    const photo = card.getByRole('img', { name: member.photo.alt })
    await expect(photo).toHaveAttribute('width', /^\d+$/)
    await expect(photo).toHaveAttribute('height', /^\d+$/)
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    // At the size a photo needs: never a thumbnail on a phone, where the row scrolls sideways.
    if (isPhone(page)) expect((await photo.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(240)
  }
})

// One visitor through every page with a hero: the strip is one component, placed by each page.
test('under every hero: memberships with their records, or the guarantee and payment on completion said once, and the rating or the company number', async ({
  page,
}) => {
  const { assuranceStrip } = proofCopy
  for (const route of heroPages)
    await test.step(route, async () => {
      await page.goto(route)
      // The one list under the hero that names a membership, or else the rating or the company number.
      const strip = page
        .locator('[data-hero] ul')
        .filter({ hasText: memberships[0]?.name ?? new RegExp(`${assuranceStrip.rating}|${assuranceStrip.companyNumber}`) })
      await expect(strip).toHaveCount(1)
      await strip.scrollIntoViewIfNeeded()
      await expect(strip).toBeVisible()
      if (memberships.length > 0) {
        for (const membership of memberships) {
          await expect(strip.getByRole('link', { name: new RegExp(`^${membership.name}`) })).toHaveAttribute('href', membership.verifyUrl)
        }
      } else {
        // Beside the guided quote, whose prices carry the terms, the strip leaves them out.
        const quoteTerms = page.locator('#quote').getByText(pricesFinderCopy.finder.standardTerms)
        const termsInQuote = (await quoteTerms.count()) > 0
        await expect(strip.getByRole('listitem')).toHaveCount(termsInQuote ? 1 : 3)
        await expect(strip.getByText(assuranceStrip.guarantee)).toHaveCount(termsInQuote ? 0 : 1)
        await expect(strip.getByText(assuranceStrip.paymentOnCompletion)).toHaveCount(termsInQuote ? 0 : 1)
        // The rating once in every hero: in the figures under the heading, or else here, where it
        // takes the company number's place (the footer always names the company).
        const ratingLinks = page.locator(`[data-hero] a[href="${siteConfig.reviews.profileUrl}"]`)
        await expect(ratingLinks).toHaveCount(1)
        const ratingHere = strip.getByRole('link', { name: assuranceStrip.rating })
        const number = strip.getByRole('link', { name: `${assuranceStrip.companyNumber} ${siteConfig.company.number}` })
        if ((await ratingHere.count()) === 0)
          await expect(number).toHaveAttribute('href', new RegExp(`/company/${siteConfig.company.number}$`))
        else await expect(number).toHaveCount(0)
      }
      // Under the hero: after its heading, before the page's first section.
      const stripTop = (await strip.boundingBox())?.y ?? 0
      expect(stripTop).toBeGreaterThan((await page.locator('h1').boundingBox())?.y ?? Infinity)
      // The first section after the hero (a hero's feature may have a heading of its own).
      const firstSection = page.locator('main > section').first()
      expect(stripTop).toBeLessThan((await firstSection.boundingBox())?.y ?? 0)
    })
})

test('/who-are-we: the story, then the people, the figures once, one "why us"', async ({ page }) => {
  await page.goto(pageKinds.company)
  // After the hero: the story, the team, then why us.
  const sections = page.locator('main > section')
  await expect(sections.nth(0)).toHaveAccessibleName(whoAreWeCopy.story.heading)
  await expect(sections.nth(1)).toHaveAccessibleName(proofCopy.team.heading)
  await expect(sections.nth(2)).toHaveAccessibleName(whoAreWeCopy.whyUs.heading)
  for (const stat of whoAreWeCopy.mission.stats)
    await expect(page.getByRole('main').locator('dd').getByText(stat.value, { exact: true })).toHaveCount(1)
  const whyUs = page.getByRole('region', { name: whoAreWeCopy.whyUs.heading })
  for (const difference of whoAreWeCopy.whyUs.differences) await expect(whyUs).toContainText(difference.text)
  for (const reason of whoAreWeCopy.whyUs.reasons) await expect(whyUs.getByText(reason)).toBeVisible()
  await expect(whyUs.getByRole('heading', { name: whoAreWeCopy.noFixNoFee.heading })).toBeVisible()
})

test('/testimonials: the figures once, and each review with initials, place, date and source', async ({ page }) => {
  await page.goto(pageKinds.testimonials)
  const main = page.getByRole('main')
  // Under the heading, as the home page shows them: a line, not three tiles before the reviews.
  for (const figure of [
    `${figures.ratingValue}/${figures.bestRating}`,
    formatAtLeast(figures.systemsCleaned),
    formatPercent(figures.successRatePercent),
  ])
    await expect(main.getByText(figure, { exact: true })).toHaveCount(1)
  // The rating was once said three times on this page.
  expect((await main.innerText()).split(String(figures.ratingValue)).length - 1).toBe(1)
  const cards = page.getByRole('region', { name: testimonialsCopy.reviews.heading }).getByRole('figure')
  await expect(cards).toHaveCount(quotes.length)
  for (const [index, quote] of quotes.entries()) {
    const card = cards.nth(index)
    await card.scrollIntoViewIfNeeded()
    if (quote.initials) {
      const mark = card.getByText(quote.initials, { exact: true })
      await expect(mark).toBeVisible()
      // A round mark, as a review site draws one.
      const box = await mark.boundingBox()
      expect(box?.width).toBeCloseTo(box?.height ?? 0, 0)
      expect(await mark.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%')
    }
    await expect(card.getByText(quote.attribution, { exact: true })).toBeVisible()
    await expect(card).toContainText(quote.source)
    await expect(card.locator(`time[datetime="${quote.date}"]`)).toBeVisible()
    await expect(card.getByText(siteCopy.sampleReviewBadge, { exact: true })).toHaveCount(quote.sample ? 1 : 0)
  }
})

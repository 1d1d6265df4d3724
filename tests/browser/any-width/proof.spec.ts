// The proof a wary homeowner looks for, from content: the team (content/team.json), with every
// sample badged as one, and under every hero the memberships and cover (content/memberships.json)
// or, with none listed, the guarantee, payment on completion and the company number.
import { routes } from '../../../data/routes.ts'
import { expect, isPhone, pageKinds, siteConfig, test } from '../../support/fixtures.ts'
import { proofCopy, memberships, team } from '../../../data/content.ts'
import { homePageTeam } from '../../../components/sections/Team.tsx'

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

test.describe('the team', () => {
  for (const [route, shown, full] of [
    [routes.company, team, true],
    [routes.home, team.slice(0, homePageTeam), false],
  ] as const) {
    test(`${route} shows ${full ? 'the whole team' : 'the first of the team'} from content, samples badged`, async ({ page }) => {
      await page.goto(route)
      const section = page.getByRole('region', { name: full ? proofCopy.team.heading : proofCopy.team.homeHeading })
      const cards = section.getByRole('listitem')
      await expect(cards).toHaveCount(shown.length)
      for (const [index, member] of shown.entries()) {
        const card = cards.nth(index)
        await card.scrollIntoViewIfNeeded()
        await expect(card.getByRole('heading', { name: member.name })).toBeVisible()
        await expect(card.getByText(member.role, { exact: true })).toBeVisible()
        if (full) {
          await expect(card).toContainText(`${proofCopy.team.withUsSince} ${member.withUsSince}`)
          await expect(card).toContainText(`${proofCopy.team.inTradeSince} ${member.inTradeSince}`)
        }
        await expect(card.getByText(proofCopy.team.sampleBadge, { exact: true })).toHaveCount(member.sample ? 1 : 0)
        // Sized in the HTML, so the photo arriving moves nothing.
        const photo = card.getByRole('img', { name: member.photo.alt })
        await expect(photo).toHaveAttribute('width', /^\d+$/)
        await expect(photo).toHaveAttribute('height', /^\d+$/)
        await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      }
      if (!full)
        await expect(section.getByRole('link', { name: proofCopy.team.homeLinkLabel })).toHaveAttribute('href', `${routes.company}#team`)
    })
  }
})

test.describe('the strip under every hero', () => {
  for (const route of heroPages) {
    test(`${route}: memberships with their records, or the guarantee, payment on completion and the company number`, async ({ page }) => {
      await page.goto(route)
      // The one list under the hero that names a membership, or else payment on completion.
      const strip = page.getByRole('list').filter({ hasText: memberships[0]?.name ?? proofCopy.assuranceStrip.paymentOnCompletion })
      await expect(strip).toHaveCount(1)
      await strip.scrollIntoViewIfNeeded()
      await expect(strip).toBeVisible()
      if (memberships.length > 0) {
        for (const membership of memberships) {
          await expect(strip.getByRole('link', { name: new RegExp(`^${membership.name}`) })).toHaveAttribute('href', membership.verifyUrl)
        }
      } else {
        await expect(strip.getByRole('listitem')).toHaveCount(3)
        await expect(strip.getByText(proofCopy.assuranceStrip.guarantee)).toBeVisible()
        await expect(strip.getByText(proofCopy.assuranceStrip.paymentOnCompletion)).toBeVisible()
        const number = strip.getByRole('link', { name: `${proofCopy.assuranceStrip.companyNumber} ${siteConfig.company.number}` })
        await expect(number).toHaveAttribute('href', new RegExp(`/company/${siteConfig.company.number}$`))
      }
      // Under the hero: after its heading, before the page's first section.
      const stripTop = (await strip.boundingBox())?.y ?? 0
      expect(stripTop).toBeGreaterThan((await page.locator('h1').boundingBox())?.y ?? Infinity)
      const firstSection = page.locator('main h2').first()
      expect(stripTop).toBeLessThan((await firstSection.boundingBox())?.y ?? 0)
    })
  }
})

test.describe('a phone first screen', () => {
  for (const route of heroPages) {
    test(`${route} shows a small copy of the page's drawing, never its largest paint`, async ({ page }) => {
      test.skip(!isPhone(page), 'wider screens show the full drawing beside the words')
      await page.addInitScript(() => {
        Object.assign(window, { largestPaint: '' })
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined
          Object.assign(window, { largestPaint: last?.element?.localName ?? '' })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      await page.goto(route)
      // The hero's own drawing, the first picture on the page.
      const drawing = page.getByRole('main').locator('figure img').first()
      await expect(drawing).toHaveAttribute('src', /^\/art\//)
      await expect(drawing).toBeInViewport({ ratio: 1 })
      await expect(drawing).toHaveAttribute('width', /^\d+$/)
      await expect(drawing).toHaveAttribute('height', /^\d+$/)
      await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      await page.evaluate(() => new Promise(requestAnimationFrame))
      expect(await page.evaluate(() => (window as unknown as { largestPaint: string }).largestPaint)).not.toBe('img')
    })
  }
})

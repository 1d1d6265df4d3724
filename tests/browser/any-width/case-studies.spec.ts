// Case studies as a homeowner sees them: a card per job from content/case-studies.json, led by its
// before and after side by side at a readable size, then the story, then the facts; samples badged
// as examples, pictures that load; a local page shows its own and no other area's.
import { expect, pageKinds, test } from '../../support/fixtures.ts'
import { caseStudiesFor } from '../../../components/sections/CaseStudies.tsx'
import { localAreas } from '../../../data/site-pages.ts'
import { caseStudies, caseStudiesCopy, testimonialsCopy } from '../../../data/content.ts'

test('a local page shows its own case studies, and one without any shows none', async ({ page }) => {
  const withStudies = localAreas.find((area) => caseStudiesFor(area.slug).length > 0)
  const without = localAreas.find((area) => caseStudiesFor(area.slug).length === 0)
  if (!withStudies || !without) throw new Error('the content needs an area with case studies and one without')
  await page.goto(`/${withStudies.slug}`)
  const cards = page.locator('[data-case-study]')
  await expect(cards).toHaveCount(caseStudiesFor(withStudies.slug).length)
  for (const [index, study] of caseStudiesFor(withStudies.slug).entries()) await expect(cards.nth(index)).toContainText(study.title)
  await page.goto(`/${without.slug}`)
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.locator('#case-studies')).toHaveCount(0)
})

test('/testimonials: the newest jobs open, the rest one tap away; each opens with its before and after side by side, then the story and the facts', async ({
  page,
}) => {
  await page.goto(pageKinds.testimonials)
  const section = page.getByRole('region', { name: testimonialsCopy.caseStudies.heading })
  const cards = section.locator('[data-case-study]')
  await expect(cards).toHaveCount(caseStudies.length)
  expect(await cards.filter({ visible: true }).count(), 'some jobs wait behind the line that shows them').toBeLessThan(caseStudies.length)
  await section.getByText(caseStudiesCopy.showMore, { exact: true }).click()
  await expect(cards.filter({ visible: true })).toHaveCount(caseStudies.length)
  for (const [index, study] of caseStudiesFor().entries()) {
    const card = cards.nth(index)
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(study.title)
    await expect(card.getByText(caseStudiesCopy.sampleBadge, { exact: true })).toHaveCount(study.sample ? 1 : 0)
    const before = card.getByRole('img', { name: study.before.alt })
    const after = card.getByRole('img', { name: study.after.alt })
    for (const image of [before, after])
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const [beforeBox, afterBox, title, outcome, facts] = await Promise.all([
      before.boundingBox(),
      after.boundingBox(),
      card.getByRole('heading', { level: 3 }).boundingBox(),
      card.getByText(study.outcome).boundingBox(),
      card.locator('dl').boundingBox(),
    ])
    if (!beforeBox || !afterBox || !title || !outcome || !facts) throw new Error(`${study.id}: a part of the card is not shown`)
    // Side by side, each wide enough to read on a phone.
    expect(afterBox.y).toBeCloseTo(beforeBox.y, 0)
    expect(afterBox.x).toBeGreaterThan(beforeBox.x + beforeBox.width - 1)
    expect(beforeBox.width).toBeGreaterThanOrEqual(150)
    // The pictures lead (above the story, or beside it on a wide card), then the story; the facts
    // follow the story, or on a wide card sit under the pictures, beside the story.
    expect(title.y).toBeGreaterThanOrEqual(beforeBox.y)
    expect(outcome.y).toBeGreaterThan(title.y)
    const besideStory = facts.x + facts.width <= title.x
    if (besideStory) expect(facts.y).toBeGreaterThanOrEqual(beforeBox.y + beforeBox.height)
    else expect(facts.y).toBeGreaterThan(outcome.y)
  }
})

// "Do you cover me?" as a homeowner asks it: postcodes inside and outside the radius, each local
// area, places across the sea, and the ways people mistype. The answers are the check's own
// (its rules are unit-tested against the data); here the page must show them, clear old ones,
// and keep working without JavaScript. Once, at desktop width: the answers do not depend on it
// (where the check sits at each width is in the visual comparison).
import type { Page } from '@playwright/test'
import { checkCoverage, describeCoverage, enterPostcodeMessage, notAPostcodeMessage } from '../../../data/coverage-check.ts'
import { localAreaSummaries } from '../../../data/local-area-summaries.ts'
import { checkAt } from '../../support/coverage-check.ts'
import { expect, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'
import { areasWeCoverCopy, coverageCheckCopy, siteCopy } from '../../../data/content.ts'

async function ask(page: Page, typed: string): Promise<void> {
  const check = checkAt(page)
  await check.getByLabel(coverageCheckCopy.label).fill(typed)
  await check.getByRole('button', { name: coverageCheckCopy.button }).click()
}

async function expectAnswer(page: Page, typed: string): Promise<void> {
  const answer = checkCoverage(typed, localAreaSummaries)
  const { headline, detail, link } = describeCoverage(answer)
  const status = checkAt(page).getByRole('status')
  await expect(status, typed).toContainText(headline)
  await expect(status).toContainText(detail)
  if (link) await expect(status.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
  const nextStep = answer.kind === 'local' || answer.kind === 'covered' ? siteCopy.buttons.bookNow : /^Call /
  await expect(status.getByRole('link', { name: nextStep }).first()).toBeVisible()
  await expect(checkAt(page).getByLabel(coverageCheckCopy.label)).not.toHaveAttribute('aria-invalid', 'true')
}

/** Covered by road; beyond the radius; and only across the sea, which must never get a false yes. */
const answerable = ['LS6 2AB', 'b1', 'PO30 1AA', 'CF10', 'AB10 1AA', 'IV1', 'BT1 1AA', 'IM1', 'JE2', 'GY1', 'TR21', 'HS1', 'KW15']
const mistyped: [typed: string, message: string][] = [
  ['', enterPostcodeMessage],
  ['   ', enterPostcodeMessage],
  ['hello', notAPostcodeMessage],
  ['90210', notAPostcodeMessage],
  ['N13 4A', notAPostcodeMessage],
  ['<script>alert(1)</script>', notAPostcodeMessage],
  ['😀', notAPostcodeMessage],
]

test('on /areas-we-cover, the check beside the map is Check Coverage Now, and answers every kind of postcode', async ({
  page,
  problems,
}) => {
  await page.goto(pageKinds.areas)
  await waitForHydration(page)
  await expect(checkAt(page).getByRole('button', { name: coverageCheckCopy.button })).toBeVisible()
  for (const typed of answerable) {
    await ask(page, typed)
    await expectAnswer(page, typed)
  }
  expect(problems.list).toEqual([])
})

test('each local area is answered with its own page, in any case and spacing', async ({ page }) => {
  await page.goto(pageKinds.areas)
  await waitForHydration(page)
  for (const [index, area] of localAreaSummaries.entries()) {
    const outward = area.postcodes[0] ?? ''
    // Alternate the ways people type: lower case with the inward code, and no space at all.
    const typed = index % 2 === 0 ? `${outward.toLowerCase()} 1ab` : `${outward}1AB`
    await ask(page, typed)
    await expectAnswer(page, typed)
  }
})

test('a mistyped postcode gets a clear message in the field, and the last answer goes', async ({ page }) => {
  await page.goto(pageKinds.areas)
  await waitForHydration(page)
  const check = checkAt(page)
  for (const [typed, message] of mistyped) {
    await ask(page, 'N13')
    await expect(check.getByRole('status')).not.toBeEmpty()
    await ask(page, typed)
    await expect(check.getByRole('alert')).toHaveText(message)
    await expect(check.getByLabel(coverageCheckCopy.label)).toHaveAttribute('aria-invalid', 'true')
    await expect(check.getByRole('status')).toBeEmpty()
  }
})

test('the check and its postcode table load only when the visitor uses it', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.goto(pageKinds.areas)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const beforeUse = scripts.length
  await checkAt(page).getByLabel(coverageCheckCopy.label).focus()
  await expect.poll(() => scripts.length, 'the check is fetched on focus').toBeGreaterThan(beforeUse)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form goes to the list of regions we cover, never to a broken page', async ({ page }) => {
    await page.goto(pageKinds.areas)
    await ask(page, 'LS6 2AB')
    await expect(page).toHaveURL(/\/areas-we-cover\?postcode=LS6\+2AB#regions$/)
    await expect(page.getByRole('heading', { level: 2, name: areasWeCoverCopy.regions.heading })).toBeVisible()
  })
})

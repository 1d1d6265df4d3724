import type { Locator } from '@playwright/test'
import { expect, isPhone, test } from './fixtures.ts'
import { coverage } from '../../data/coverage.ts'
import { localAreas } from '../../data/local-areas.ts'
import { pricing } from '../../data/pricing.ts'

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`

async function expectToSay(region: Locator, phrases: string[]): Promise<void> {
  for (const phrase of phrases) await expect(region).toContainText(phrase)
}

test('home has the hero, four feature cards, the technology section, quotes and calls to action', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  for (const card of ['Proven Success', 'No Fix No Fee', 'Expert Engineers', 'One Day Fix']) {
    await expect(main.getByRole('heading', { level: 3, name: card })).toBeVisible()
  }
  await expect(main.getByRole('heading', { name: /Pellet Flush technology/ })).toBeVisible()
  await expect(main.getByRole('link', { name: /microbore and plastic pipes/i }).first()).toHaveAttribute(
    'href',
    '/microbore-and-plastic-pipes',
  )
  await expect(main.locator('blockquote').first()).toBeVisible()
  for (const href of ['/availability', '/prices', '/virtual-assistant']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeAttached()
  }
  await expect(main).toContainText('4.75/5')
  await expect(main).toContainText('4,000+')
  await expect(main).toContainText('90%')
})

test('prices shows every row of spec §9 as a table on wide screens and as cards on phones', async ({ page }) => {
  await page.goto('/prices')
  const table = page.getByRole('table')
  const cards = page.getByRole('main').getByRole('list').filter({ hasText: 'No Fix No Fee£' })
  if (isPhone(page)) {
    await expect(table).toBeHidden()
    await expect(cards.getByRole('listitem')).toHaveCount(pricing.rows.length + 1)
    for (const [index, row] of pricing.rows.entries()) {
      const card = cards.getByRole('listitem').nth(index)
      await expect(card).toContainText(pounds(row.standard))
      await expect(card).toContainText(pounds(row.noFix))
    }
  } else {
    await expect(cards).toBeHidden()
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(pricing.rows.length + 1)
    for (const [index, row] of pricing.rows.entries()) {
      await expect(rows.nth(index).locator('th, td')).toHaveText([row.radiators, pounds(row.standard), pounds(row.noFix)])
    }
    await expect(rows.last()).toContainText('26 or more')
  }
  const main = page.getByRole('main')
  await expectToSay(main, [
    'including towel rails',
    '1-year guarantee',
    '2 years',
    'credit card, debit card, BACS bank transfer or PayPal',
    '24 hours',
  ])
  await expect(main.locator('a[href="/availability"]').first()).toBeVisible()
  await expect(main.locator('a[href="/virtual-assistant"]').first()).toBeAttached()
})

test('the alias URLs show the same page as their canonical path', async ({ page }) => {
  await page.goto('/get-a-quote')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One fixed price for your whole system')
  await page.goto('/no-fix-no-fee-deal')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('If we can’t fix it, you don’t pay')
})

test('No Fix No Fee compares the options, explains the day and books in a new tab', async ({ page }) => {
  await page.goto('/no-fix-no-fee-deals')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Standard', exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'No Fix No Fee', exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Arrival and assessment' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Our guarantee' })).toBeVisible()
  const book = main.getByRole('link', { name: /Book Your Service Now/ }).first()
  await expect(book).toHaveAttribute('target', '_blank')
  await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(main.locator('a[href="/prices"]').first()).toBeAttached()
  await expect(main.locator('a[href="/virtual-assistant"]').first()).toBeAttached()
})

test('microbore explains the pipes, the method and the results', async ({ page }) => {
  await page.goto('/microbore-and-plastic-pipes')
  const main = page.getByRole('main')
  for (const heading of [
    'What is microbore?',
    'Why other methods fail',
    'Our two-step approach',
    'Plastic pipe care',
    'Pellet flush benefits',
    'Results',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(main).toContainText('15mm')
  await expect(main).toContainText('8mm or 10mm')
  for (const figure of ['95%', '2,000+', '4K+']) await expect(main.getByText(figure, { exact: true })).toBeVisible()
})

test('areas lists the three regions, all 24 cities and the Isle of Wight', async ({ page }) => {
  await page.goto('/areas-we-cover')
  const main = page.getByRole('main')
  for (const region of coverage.regions) {
    const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name: region.name }) })
    await expect(card.getByRole('listitem')).toHaveText(region.areas)
  }
  const cities = main.getByRole('region', { name: 'Cities we cover' }).getByRole('listitem')
  await expect(cities).toHaveCount(24)
  await expect(cities).toHaveText(coverage.cities)
  await expect(main).toContainText('The Isle of Wight')
  await expect(main.getByRole('link', { name: 'Check Coverage Now' })).toHaveAttribute('href', '/virtual-assistant')
  await expect(main.getByRole('link', { name: 'Chat About Coverage' })).toHaveAttribute('href', '/virtual-assistant')
})

test('testimonials shows the stats, the reviews container and customer quotes', async ({ page }) => {
  await page.goto('/testimonials')
  const main = page.getByRole('main')
  for (const figure of ['4.75', '4,000+', '90%']) await expect(main.getByText(figure, { exact: true })).toBeVisible()
  await expect(main.locator('blockquote')).not.toHaveCount(0)
  await expect(main.locator('a[href="/availability"]').first()).toBeAttached()
  await expect(main.locator('a[href="/virtual-assistant"]').first()).toBeAttached()
})

for (const [path, count] of [
  ['/privacy-policy', 7],
  ['/cookie-policy', 6],
  ['/terms-and-conditions', 13],
] as const) {
  test(`${path} has its numbered sections and the build date as last updated`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(count)
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()
  })
}

test('the terms state the confidentiality agreement, cancellation, guarantees and English law', async ({ page }) => {
  await page.goto('/terms-and-conditions')
  await expectToSay(page.getByRole('main'), [
    'confidentiality agreement',
    '24 hours',
    '1-year guarantee',
    '2-year extended guarantee',
    'England and Wales',
  ])
})

for (const area of localAreas) {
  test(`/${area.slug} is written for ${area.name}`, async ({ page }) => {
    await page.goto(`/${area.slug}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toContainText(area.name)
    await expect(main).toContainText(area.localDetail)
    for (const type of area.propertyTypes) await expect(main.getByRole('heading', { name: type.name })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Book Now' }).first()).toHaveAttribute('href', '/availability')
    await expect(main.getByRole('link', { name: /See all areas we cover/ })).toHaveAttribute('href', '/areas-we-cover')
    await expect(main.getByRole('link', { name: 'Chat to AI Assistant' })).toHaveAttribute('href', '/virtual-assistant')
  })
}

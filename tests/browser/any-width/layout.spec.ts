// The shared layout every page has, at each width: the header and the footer (what does not depend on
// the width is checked once, at desktop width: the skip link, client navigation, the headings' font).
import { expect, isPhone, logoLink, pageKinds, siteConfig, test } from '../../support/fixtures.ts'
import { statSync } from 'node:fs'
import { testDist } from '../../support/test-servers.ts'
import { routes } from '../../../data/routes.ts'
import { business } from '../../../data/facts.ts'
import { navigation, registeredDetails, siteCopy, tradingAs } from '../../../data/content.ts'

test('the header offers the phone and Ask Flushy without scrolling, and stays put', async ({ page }) => {
  await page.goto(pageKinds.company)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: `${siteCopy.buttons.call} ${siteConfig.phone.display}` })).toHaveAttribute(
    'href',
    siteConfig.phone.href,
  )
  await expect(header.getByRole('link', { name: siteCopy.buttons.askFlushy }).first()).toHaveAttribute('href', routes.assistant)
  // The tagline from tablets up; beside a phone's three actions the name shows alone.
  const tagline = header.getByText(business.tagline)
  if (isPhone(page)) await expect(tagline).toBeHidden()
  else await expect(tagline).toBeVisible()
  // Its name holds every word it shows, so speech users can say what they see (WCAG 2.5.3).
  await expect(logoLink(page)).toHaveAttribute('href', '/')
  await expect(logoLink(page)).toHaveAccessibleName(isPhone(page) ? business.name : `${business.name} ${business.tagline}`)
  await page.mouse.wheel(0, 2000)
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
})

test('the footer has the description, quick links, contact, the year of the build and legal links', async ({ page }) => {
  await page.goto(pageKinds.home)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('navigation', { name: siteCopy.footer.quickLinksHeading }).getByRole('link')).toHaveText(
    navigation.footerQuickLinks.map((link) => link.name),
  )
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText(navigation.legal.map((link) => link.name))
  await expect(footer.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
  await expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`)
  // The year the served build was made, not today's: a build made on 31 December is still tested on 1 January.
  const builtYear = statSync(`${testDist}/client/index.html`).mtime.getUTCFullYear()
  await expect(footer).toContainText(`© ${builtYear}`)
  await expect(footer).toContainText(business.description)
  // Who is behind the site, readable once scrolled to: not under a phone's fixed bottom bar.
  for (const text of [tradingAs, registeredDetails]) {
    const line = footer.getByText(text)
    await line.scrollIntoViewIfNeeded()
    await expect(line).toBeInViewport({ ratio: 1 })
  }
})

// The shared layout every page has: header, footer, skip link, and navigation between pages.
import { findPageMeta } from '../../../data/site-pages.ts'
import { expect, isPhone, logoLink, pageKinds, siteConfig, test, waitForHydration } from '../../support/fixtures.ts'
import { buildDay } from '../../support/html.ts'
import { routes } from '../../../data/routes.ts'
import { business } from '../../../data/facts.ts'
import { siteCopy, navigation } from '../../../data/content.ts'
import { headingFont } from '../../../components/theme/theme.ts'

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

test('the font of the headings can never hold back the first paint or move a line', async ({ page, request }) => {
  await page.goto(pageKinds.home)
  const faces = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        display: rule.style.getPropertyValue('font-display'),
        src: rule.style.getPropertyValue('src'),
      })),
  )
  // One face, the Latin file only: optional, so it is used if it is there within ~100 ms and never swapped in later.
  expect(faces).toEqual([{ display: 'optional', src: expect.stringMatching(/url\("?\/assets\/[^)]*-latin-[^)]*\.woff2"?\)/) }])
  // Not preloaded, so nothing competes with the page as it arrives, and served from the site itself, cached for good.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
  const url = faces[0]?.src.match(/url\("?([^")]+)"?\)/)?.[1] ?? ''
  const font = await request.get(url)
  expect(font.status()).toBe(200)
  expect(font.headers()['cache-control']).toContain('immutable')
  // Headings use it, the body text stays on the system stack.
  const families = await page.evaluate(() => ({
    h1: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
  }))
  expect(families.h1.startsWith(`"${headingFont}",`) || families.h1.startsWith(`${headingFont},`)).toBe(true)
  expect(families.body).not.toContain(headingFont)
})

test('the footer has the description, quick links, contact, the year of the build and legal links', async ({ page, request }) => {
  await page.goto(pageKinds.home)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('navigation', { name: siteCopy.footer.quickLinksHeading }).getByRole('link')).toHaveText(
    navigation.footerQuickLinks.map((link) => link.name),
  )
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText(navigation.legal.map((link) => link.name))
  await expect(footer.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
  await expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`)
  // The build's year, not today's: a build made on 31 December is still tested on 1 January.
  await expect(footer).toContainText(`© ${(await buildDay(request)).slice(0, 4)}`)
  await expect(footer).toContainText(business.description)
})

test('a skip link is the first stop for keyboard users', async ({ page }) => {
  await page.goto(pageKinds.prices)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: siteCopy.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await expect(skip).toHaveAttribute('href', '#main-content')
})

test('client navigation scrolls to the top and replaces the head and the page JSON-LD', async ({ page }) => {
  await page.goto(pageKinds.home)
  await waitForHydration(page)
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Areas we cover' }).click()
  await expect(page).toHaveURL(pageKinds.areas)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page).toHaveTitle(new RegExp(`^${findPageMeta(pageKinds.areas)?.title}`))
  const canonical = `${siteConfig.origin}${pageKinds.areas}`
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
  const webPage = JSON.parse((await page.locator('script#page-data').textContent()) ?? '{}')
  expect(webPage.url).toBe(canonical)
})

// The guides as a reader, a search engine and a feed reader find them: every guide in content/guides
// listed and prerendered with its Article data and its links onward, and the Atom feed.
import { expect, test, waitForHydration, wcagViolations } from '../../support/fixtures.ts'
import { guidesCopy, guidesFeedPath } from '../../../data/guides.ts'
import { readMarkdownFiles, splitFrontMatter } from '../../../data/markdown.ts'
import { fetchPage, jsonLd } from '../../support/html.ts'
import { siteConfig } from '../../support/site.ts'
import { guidePath, routes } from '../../../data/routes.ts'
import { fillPlaceholders, placeholderPattern } from '../../../data/placeholders.ts'
import { placeholderValues, siteCopy } from '../../../data/content.ts'

interface WrittenGuide {
  path: string
  title: string
  datePublished: string
  dateUpdated?: string
  related?: { href: string }[]
  /** Its "## " headings, as the owner wrote them. */
  sections: string[]
}

/** Each guide's front matter and section headings as written in its file, not as the site's own code reads them. */
const written: WrittenGuide[] = readMarkdownFiles('content/guides').map(({ file, slug, text }) => {
  const parts = splitFrontMatter(file, text)
  if ('problem' in parts) throw new Error(parts.problem)
  const sections = [...parts.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]?.trim() ?? '')
  return { ...(parts.frontMatter as Omit<WrittenGuide, 'path' | 'sections'>), path: guidePath(slug), sections }
})
const feedUrl = `${siteConfig.origin}${guidesFeedPath}`

test('the guides page lists every guide in content/guides, linked, with its date', async ({ request }) => {
  const page = await fetchPage(request, routes.guides)
  expect(page.status).toBe(200)
  for (const guide of written) {
    const link = page.$(`main a[href="${guide.path}"]`)
    expect(link.text()).toBe(guide.title)
    expect(link.closest('li').find(`time[datetime="${guide.datePublished}"]`)).toHaveLength(1)
  }
  expect(page.$('main li')).toHaveLength(written.length)
  // Each card has a drawing in a box of its own size, so nothing moves as it arrives.
  for (const card of page.$('main li').toArray()) {
    const image = page.$(card).find('img')
    expect(image).toHaveLength(1)
    expect(Number(image.attr('width'))).toBeGreaterThan(0)
    expect(Number(image.attr('height'))).toBeGreaterThan(0)
  }
  expect(page.$('link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe(feedUrl)
  expect(page.$(`footer a[href="${routes.guides}"]`)).toHaveLength(1)
})

for (const guide of written) {
  test(`${guide.path} has one h1, its Article data and its links onward`, async ({ request }) => {
    const page = await fetchPage(request, guide.path)
    expect(page.status).toBe(200)
    expect(page.$('h1')).toHaveLength(1)
    expect(page.text('h1')).toBe(guide.title)
    const webPage = jsonLd(page).find((node) => node['@type'] === 'WebPage')
    expect(webPage?.mainEntity).toMatchObject({
      '@type': 'Article',
      headline: guide.title,
      datePublished: guide.datePublished,
      dateModified: guide.dateUpdated ?? guide.datePublished,
      author: { '@id': `${siteConfig.origin}/#business` },
      publisher: { '@id': `${siteConfig.origin}/#business` },
    })
    for (const href of [...guidesCopy.nextSteps.links.map((link) => link.href), ...(guide.related ?? []).map((link) => link.href)]) {
      expect(page.$(`main a[href="${href}"]`).length, `a link to ${href}`).toBeGreaterThan(0)
    }
    for (const href of [routes.home, routes.guides, routes.prices, routes.booking, routes.enquiry])
      expect(page.$(`main a[href="${href}"]`).length).toBeGreaterThan(0)
    // What it covers, each line a link to its heading in the page.
    const contents = page.$(`main nav[aria-labelledby="guide-contents"] a`)
    expect(contents.toArray().map((link) => page.$(link).text())).toEqual(guide.sections)
    for (const link of contents.toArray()) expect(page.$(`main h2${page.$(link).attr('href')}`).text()).toBe(page.$(link).text())
    expect(page.$('link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe(feedUrl)
    expect(page.$('meta[property="og:type"]').attr('content')).toBe('article')
    expect(page.html).not.toMatch(new RegExp(placeholderPattern.source))
  })
}

test('at 1280 a guide has what it costs, Book Now and Ask us to call beside it, and a legal document has nothing beside it', async ({
  page,
}) => {
  const [guide] = written
  if (!guide) throw new Error('no guides')
  await page.goto(guide.path)
  await expect(page.getByText(fillPlaceholders(guidesCopy.byline, placeholderValues))).toBeVisible()
  const title = page.getByRole('heading', { level: 1 })
  const panel = page.getByRole('region', { name: guidesCopy.nextSteps.heading })
  await expect(panel).toContainText(fillPlaceholders(guidesCopy.nextSteps.text, placeholderValues))
  await expect(panel.getByRole('link', { name: siteCopy.buttons.bookNow })).toHaveAttribute('href', routes.booking)
  await expect(panel.getByRole('link', { name: siteCopy.buttons.askUsToCall })).toHaveAttribute('href', routes.enquiry)
  const titleBox = await title.boundingBox()
  const panelBox = await panel.boundingBox()
  // Beside the text's column, in the right third that was empty, and still there half-way down the article.
  expect(panelBox?.x).toBeGreaterThan((titleBox?.x ?? 0) + (titleBox?.width ?? 0))
  expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0)).toBeGreaterThan(1280 * 0.75)
  await page.mouse.wheel(0, ((await page.locator('main article').boundingBox())?.height ?? 0) / 2)
  await expect(panel).toBeInViewport()
  await page.goto(routes.privacy)
  await expect(page.getByRole('region', { name: guidesCopy.nextSteps.heading })).toHaveCount(0)
  await expect(page.getByRole('link', { name: siteCopy.buttons.bookNow }).and(page.locator('main a'))).toHaveCount(0)
})

test('the feed is well-formed Atom with one entry per guide', async ({ page, request }) => {
  const response = await request.get(guidesFeedPath)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/(atom\+)?xml/)
  const xml = await response.text()
  await page.goto(routes.guides)
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const atom = 'http://www.w3.org/2005/Atom'
    const child = (name: string) => doc.documentElement.getElementsByTagNameNS(atom, name)
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.namespaceURI,
      required: ['id', 'title', 'updated', 'author'].filter((name) => child(name).length === 0),
      links: [...child('link')].filter((link) => link.parentNode === doc.documentElement).map((link) => link.getAttribute('rel')),
      entries: [...child('entry')].map((entry) => entry.getElementsByTagNameNS(atom, 'id')[0]?.textContent),
    }
  }, xml)
  expect(feed).toMatchObject({ error: 0, root: 'http://www.w3.org/2005/Atom', required: [], links: ['self', 'alternate'] })
  expect(feed.entries.sort()).toEqual(written.map((guide) => `${siteConfig.origin}${guide.path}`).sort())
})

for (const route of [routes.guides, written[0]?.path ?? routes.guides]) {
  test(`${route} hydrates cleanly and has no WCAG 2.2 AA violations`, async ({ page, problems }) => {
    await page.goto(route)
    await waitForHydration(page)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    expect(problems.list).toEqual([])
    expect(await wcagViolations(page)).toEqual([])
  })
}

test('a guide opened by client navigation shows its whole text, taken from its prerendered page', async ({ page }) => {
  const [guide] = written
  if (!guide) throw new Error('no guides')
  await page.goto(routes.guides)
  await waitForHydration(page)
  await page.locator(`main a[href="${guide.path}"]`).click()
  await expect(page.locator('h1')).toHaveText(guide.title)
  await expect(page.locator('main h2').first()).toBeVisible()
  await expect(page.locator(`main a[href="${routes.enquiry}"]`).first()).toBeVisible()
})

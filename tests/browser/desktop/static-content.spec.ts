// Static sections (components/ui/StaticContent.tsx) are sent once, as HTML: for each page kind,
// none of the scripts the page loads, as it opens or once the app runs, holds their words (miss
// the `import.meta.env.SSR &&` guard at a call site, or a `sentOnceAsHtml` mark in the copy's
// schema, and the words ship twice: this fails). And after client navigation, the app, which does
// not have them, takes them from the page's prerendered HTML: a visit that starts elsewhere and
// moves there without a page load shows every static section filled, with the same words.
import { fetchPage } from '../../support/html.ts'
import { expect, isOwnOrigin, missingRoute, pageKinds, test, waitForHydration } from '../../support/fixtures.ts'
import { staticSelector, staticSentences } from '../../support/static-content.ts'

for (const [kind, route] of Object.entries(pageKinds)) {
  test(`${kind} (${route}): static sections show their words after client navigation`, async ({ page, request }) => {
    const sentences = staticSentences(await fetchPage(request, route))
    test.skip(sentences.length === 0, 'no static section on this kind of page')

    await page.goto(missingRoute)
    await waitForHydration(page)
    // A marker a page load would wipe, and a link the client router takes.
    await page.evaluate((to) => {
      Object.assign(window, { sameDocument: true })
      const link = Object.assign(document.createElement('a'), { href: to, textContent: 'static content test' })
      document.body.append(link)
    }, route)
    await page.getByRole('link', { name: 'static content test' }).click()
    await expect(page).toHaveURL(route)

    // Text, not visibility: some sections hold closed <details>.
    await expect(page.locator(staticSelector)).toHaveCount(sentences.length)
    const shown = () =>
      page.$$eval(staticSelector, (sections) => sections.map((section) => (section.textContent ?? '').replace(/\s+/g, ' ')))
    for (const sentence of sentences) await expect.poll(async () => (await shown()).some((text) => text.includes(sentence))).toBe(true)
    expect(await page.evaluate(() => 'sameDocument' in window), 'the page loaded afresh instead').toBe(true)
  })
}

for (const [kind, route] of Object.entries(pageKinds)) {
  test(`${kind} (${route}): the words of its static sections are in none of the scripts it loads, app and all`, async ({
    page,
    request,
  }) => {
    const sentences = staticSentences(await fetchPage(request, route))
    const scripts = new Map<string, Promise<string>>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && isOwnOrigin(new URL(response.url())))
        scripts.set(response.url(), response.text())
    })
    await page.goto(route)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const loaded = await Promise.all([...scripts].map(async ([url, text]) => [url, await text] as const))
    expect(loaded.length, 'the app ran').toBeGreaterThan(0)
    for (const sentence of sentences) {
      const carriers = loaded.filter(([, text]) => text.includes(sentence)).map(([url]) => new URL(url).pathname)
      expect(carriers, `"${sentence}" of ${route} is in a script`).toEqual([])
    }
  })
}

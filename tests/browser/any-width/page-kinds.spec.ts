// Each kind of page at both widths, as a visitor's browser meets it: almost no script and no font
// file as it opens, then the app within its budget, hydrated with no error, warning or CSP
// violation, and judged by axe against WCAG 2.2 AA. Routes of one kind share their markup and
// scripts (see pageKinds), so each kind is checked once per width.
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, isOwnOrigin, missingRoute, pageKinds, test, waitForHydration, wcagViolations } from '../../support/fixtures.ts'

/**
 * The most JavaScript, gzip-compressed, a route may fetch as it opens. The boot script is inline
 * (renderer/boot.ts), so that is nothing, or the widget registry on the two widget pages.
 */
const bootBudgetBytes = Number(process.env.BOOT_JS_BUDGET_KB ?? 2) * 1024

/**
 * The most a route may load once the visitor interacts and the app runs. React DOM 19, Emotion
 * with styled and Vike's client router come to about 105 KB before any site code; the rest is
 * the site's components and the words of the page, which travel again inside the app.
 */
const appBudgetBytes = Number(process.env.JS_BUDGET_KB ?? 150) * 1024

/** Notes what the page fetches from now on: the gzip size of every script of our own, and any font file. */
function watchDownloads(page: Page) {
  const scriptSizes = new Map<string, Promise<number>>()
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !isOwnOrigin(new URL(response.url()))) return
    scriptSizes.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    )
  })
  return {
    fonts,
    // Every body is read before summing, so a script still arriving is never left out.
    scriptBytes: async () => (await Promise.all(scriptSizes.values())).reduce((sum, size) => sum + size, 0),
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB gzip`

for (const [kind, route] of [...Object.entries(pageKinds), ['notFound', missingRoute] as const]) {
  test(`${kind} (${route}) opens with no font and almost no script, then the app hydrates it cleanly within budget, with no WCAG 2.2 AA violations`, async ({
    page,
    problems,
  }) => {
    const downloads = watchDownloads(page)
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    const atOpen = await downloads.scriptBytes()
    // The 404 page runs the app as it opens, to log the address asked for as the spec asks
    // (pages/_error/+config.ts): its whole app counts against the app's budget instead.
    const openBudget = kind === 'notFound' ? appBudgetBytes : bootBudgetBytes
    expect(atOpen, `${route} at open: ${kilobytes(atOpen)}`).toBeLessThanOrEqual(openBudget)

    await waitForHydration(page)
    // Effects run once the browser is idle after hydration.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    // The 404 page's own status is the one console error a missing page should cause.
    expect(problems.list.filter((problem) => !(kind === 'notFound' && problem.includes('status of 404')))).toEqual([])
    expect(await wcagViolations(page)).toEqual([])

    const onceUsed = await downloads.scriptBytes()
    test.info().annotations.push({ type: 'js-gzip-bytes', description: `${atOpen} at open, ${onceUsed} once used` })
    expect(onceUsed, `${route} once used: ${kilobytes(onceUsed)}`).toBeLessThanOrEqual(appBudgetBytes)
    // Nothing stands between the page and its first paint, nor changes its words' shapes later.
    expect(downloads.fonts).toEqual([])
  })
}

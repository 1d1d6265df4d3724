// Browser fixtures: every page runs with the third parties stubbed (no network reaches them in
// tests) and a list of the problems a visitor's console would show.
import { AxeBuilder } from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test'
import { isOwnOrigin } from './site.ts'
import { business } from '../../data/facts.ts'

export { expect }
export { allRoutes, isOwnOrigin, missingRoute, pageKinds, siteConfig, thirdPartyRoutes } from './site.ts'

/** Empty stand-ins for the chat, booking and reviews providers: the page must work with or without them. */
async function stubThirdParty(route: Route): Promise<void> {
  const type = route.request().resourceType()
  if (type === 'script') return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  if (type === 'document') return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking</title>' })
  return route.fulfill({ status: 204, body: '' })
}

export interface PageProblems {
  /** Console errors, hydration warnings, CSP violations and uncaught exceptions seen so far. */
  list: string[]
}

/** Starts noting what a visitor's console would show on `page`: errors, hydration warnings, CSP violations. */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { list: [] }
  // Reported as console errors too, but named here so a failure says what broke.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
    )
    window.addEventListener('unhandledrejection', (event) => console.error(`Unhandled rejection: ${String(event.reason)}`))
  })
  page.on('console', (message) => {
    const text = message.text()
    // A third party failing to load is the browser's report about them, not an error of ours.
    const source = message.location().url
    if (message.type() === 'error' && source && !isOwnOrigin(new URL(source)) && text.startsWith('Failed to load resource')) return
    if (message.type() === 'error' || /hydrat|did not match|server rendered html/i.test(text))
      problems.list.push(`${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.list.push(`pageerror: ${error.message}`))
  return problems
}

export const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page }, use) => {
    await page.route((url) => !isOwnOrigin(url), stubThirdParty)
    await use(page)
  },
  problems: async ({ page }, use) => {
    await use(await watchProblems(page))
  },
})

/**
 * A link of the quote's or the coverage check's answer: the one carrying the postcode. The quote
 * offers the same links before its answer, carrying the count alone.
 */
export const withPostcode = (link: Locator): Locator => link.and(link.page().locator('[href*="postcode="]'))

/** Whether the test runs in the 390px project. */
export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 0) < 768

/** The logo in the header, the way home from every page. */
export const logoLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: business.name })

/** Whether React has hydrated: the menu toggle becomes a <button> only then (see MobileMenu.tsx). */
export const hydratedMenuToggle = (page: Page) => page.locator('button[aria-controls="mobile-menu"]')

/**
 * Acts as a visitor does (a key press) so the app loads (see renderer/boot.ts), then waits
 * until React has hydrated, so clicks reach its handlers. A press before the boot script runs
 * goes unnoticed, as it would for a visitor, so it presses again until the app is there.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Shift')
    await expect(hydratedMenuToggle(page)).toBeAttached({ timeout: 2_000 })
  }).toPass()
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG 2.5.3 (label in name): axe marks its rule experimental and leaves it off; Lighthouse runs it. */
const experimentalRules = { 'label-content-name-mismatch': { enabled: true } }

/**
 * What axe finds against WCAG 2.2 AA on the page as it is now, one line per rule with the elements
 * it names. Legacy mode runs axe in the page itself: the default opens a second page to combine
 * frames' results, which doubled each check's time (~2.3 s to ~1.1 s a page) for pages whose only
 * frame is the booking calendar's.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: experimentalRules, resultTypes: ['violations'] })
    .withTags(wcagTags)
    .analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Starts recording layout shifts from the first paint, as the CLS metric does, with what moved. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
        : (node?.nodeName ?? 'gone')
    Object.assign(window, { layoutShifts: { total: 0, moved: [] } })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        const shifts = (window as unknown as { layoutShifts: { total: number; moved: string[] } }).layoutShifts
        shifts.total += entry.value
        for (const { node, previousRect: from, currentRect: to } of entry.sources)
          shifts.moved.push(
            `${describe(node)} from (${from.x}, ${from.y}) ${from.width}×${from.height} to (${to.x}, ${to.y}) ${to.width}×${to.height}`,
          )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * Forgets the shifts so far, to watch one moment alone: a slow machine may paint the page before
 * the HTML is all parsed, which the CLS benchmark judges, not a test of what comes after.
 */
export async function forgetLayoutShiftsSoFar(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { layoutShifts: { total: 0, moved: [] } }))
}

/** Asserts that nothing has shifted since the page opened (or since forgotten), naming what moved if something did. */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  const { total, moved } = await page.evaluate(
    () => (window as unknown as { layoutShifts: { total: number; moved: string[] } }).layoutShifts,
  )
  expect(total, `layout shifted: ${moved.join('; ')}`).toBe(0)
}

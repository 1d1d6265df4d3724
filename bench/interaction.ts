// Interaction latency while the app arrives: on a phone with its CPU slowed 4×, the first control of
// each kind of page is tapped as soon as it shows, 300 ms after that first touch and 1.5 s after it,
// and the longest event the browser timed is kept (the Event Timing API, what INP is made of). A tap
// that lands while the script is being parsed or the page hydrated is the one a visitor feels.
import { chromium, type Browser, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.ts'
import { median } from './median.ts'

/** Each tap, in ms after the first; the first comes as soon as the control is visible. */
const tapsAfterFirstMs = [0, 300, 1500] as const
const cpuSlowdown = 4
/** After the last tap, time for the events to be reported (they are, once the next frame paints). */
const settleMs = 1000

export interface InteractionTarget {
  /** What the visitor taps, as the report names it. */
  control: string
  route: string
  /** The control on the page, before and after the app arrives (the menu is a <summary> before). */
  selector: string
  /**
   * For a control only the app draws (the question search, once it knows the chat is absent): the
   * first touch is a tap on the heading, which brings the app, and the taps count from when it shows.
   */
  drawnByApp?: boolean
}

export interface InteractionMeasurement extends InteractionTarget {
  /** The worst event of each run, in ms. */
  runsMs: number[]
  /** The median of those: one run disturbed by the machine moves nothing. */
  worstEventMs: number
}

/** Reads the page's timed events from its start; loaded before any of the page's own scripts. */
const recordEvents = () => {
  const durations: number[] = []
  Object.assign(window, { __eventDurations: durations })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration)
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

async function measureOnce(
  browser: Browser,
  origin: string,
  target: InteractionTarget,
  blockedOrigins: readonly string[],
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  try {
    // Failed at once, as the Lighthouse runs block them: a provider that never answers is another measurement.
    for (const blocked of blockedOrigins) await context.route(`${blocked}/**`, (route) => route.abort('blockedbyclient'))
    const page: Page = await context.newPage()
    await page.addInitScript(recordEvents)
    const session = await context.newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(origin + target.route, { waitUntil: 'commit' })
    if (target.drawnByApp) await page.locator('h1').tap()
    // Slowed 4×, knowing the chat is absent takes many seconds.
    await page.locator(target.selector).first().waitFor({ state: 'visible', timeout: 90_000 })
    const firstTouch = Date.now()
    for (const afterMs of tapsAfterFirstMs) {
      await page.waitForTimeout(Math.max(0, firstTouch + afterMs - Date.now()))
      await page.locator(target.selector).first().tap({ timeout: 10_000 })
    }
    await page.waitForTimeout(settleMs)
    const durations = await page.evaluate(() => (window as unknown as { __eventDurations: number[] }).__eventDurations)
    return Math.max(0, ...durations)
  } finally {
    await context.close()
  }
}

/** Each target `runs` times, one at a time in one Chromium, as the Lighthouse runs are. */
export async function measureInteractions(
  origin: string,
  targets: readonly InteractionTarget[],
  runs: number,
  blockedOrigins: readonly string[],
): Promise<InteractionMeasurement[]> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const results: InteractionMeasurement[] = []
    for (const target of targets) {
      console.error(`Tapping ${target.control} on ${target.route} while the app arrives…`)
      const runsMs: number[] = []
      for (let run = 0; run < runs; run += 1) runsMs.push(await measureOnce(browser, origin, target, blockedOrigins))
      results.push({ ...target, runsMs, worstEventMs: median(runsMs) })
    }
    return results
  } finally {
    await browser.close()
  }
}

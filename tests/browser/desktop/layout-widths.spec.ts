// The layout at every width from a small phone to a wide desktop, on one page of each kind and
// the 404: no text cut off by a box too small for it, no navigation past the content's edge, no
// price or option name broken over two lines, nothing hidden behind the phone's fixed Book Now bar,
// and one look for booking, one for everything else (a homeowner should never have to wonder which
// button books). Runs once (desktop project) and sets each width itself.
import type { Page } from '@playwright/test'
import { priceOptions } from '../../../data/price-options.ts'
import { formatPounds } from '../../../data/format.ts'
import { expect, missingRoute, pageKinds, siteConfig, test } from '../../support/fixtures.ts'
import { areasWeCoverCopy, pricesFinderCopy, siteCopy } from '../../../data/content.ts'
import { pricing, startingPrices } from '../../../data/facts.ts'
import { colors } from '../../../components/theme/theme.ts'
import { routes } from '../../../data/routes.ts'

const widths = [320, 390, 768, 1024, 1280, 1440]
const height = 800

/** What must read as one unit wherever it is shown: the options' names, their prices, the finder's choices. */
const phrases = [
  ...Object.values(pricesFinderCopy.optionNames),
  ...pricing.rows.flatMap((row) => [formatPounds(row.standard), formatPounds(row.noFix)]),
  ...Object.values(startingPrices).map((price) => formatPounds(price)),
  ...priceOptions.flatMap((option) => [option.short, option.phrase]),
  pricesFinderCopy.finder.onRequest,
]

/** Elements with `overflow` hidden or clipped that cut off some of the visible text inside them. */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = []
    const clips = (value: string) => value === 'hidden' || value === 'clip'
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element)
      if (!clips(style.overflowX) && !clips(style.overflowY)) continue
      // Visually hidden text (for screen readers) is a 1px box on purpose.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue
      if (element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1) continue
      const box = element.getBoundingClientRect()
      const left = box.left + element.clientLeft
      const top = box.top + element.clientTop
      const right = left + element.clientWidth
      const bottom = top + element.clientHeight
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || !parent || getComputedStyle(parent).visibility !== 'visible') continue
        // Hidden from sight (for screen readers) or from screen readers (decoration): not text a reader misses.
        if (parent.closest('[aria-hidden="true"]') || parent.getBoundingClientRect().width <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const outside = [...range.getClientRects()].some(
          (rect) => rect.width > 0 && (rect.left < left - 1 || rect.right > right + 1 || rect.top < top - 1 || rect.bottom > bottom + 1),
        )
        if (outside) {
          found.push(`${element.tagName.toLowerCase()}.${element.className} cuts "${node.textContent.trim().slice(0, 60)}"`)
          break
        }
      }
    }
    return found
  })

/** Links and buttons of the header and the sub-navigation outside the content's edges (the container the header's row uses). */
const navPastContainer = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')
    const row = header?.firstElementChild
    if (!header || !row) return ['no header row']
    const rowBox = row.getBoundingClientRect()
    const rowStyle = getComputedStyle(row)
    const left = rowBox.left + parseFloat(rowStyle.paddingLeft)
    const right = rowBox.right - parseFloat(rowStyle.paddingRight)
    const found: string[] = []
    for (const item of header.querySelectorAll<HTMLElement>('a, button, summary')) {
      const box = item.getBoundingClientRect()
      if (box.width === 0 || item.closest('#mobile-menu')) continue
      if (box.left < left - 0.5 || box.right > right + 0.5)
        found.push(
          `"${item.textContent?.trim() || item.getAttribute('aria-label')}" spans ${box.left}–${box.right}, content ${left}–${right}`,
        )
    }
    return found
  })

/** Elements showing one of `phrases` as their whole text over more than one line, or past their own edges. */
const brokenPhrases = (page: Page) =>
  page.evaluate((wanted) => {
    const set = new Set(wanted)
    const found: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const text = element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      if (!set.has(text)) continue
      // Out of sight on purpose (in a 1 px box a keyboard and screen reader still reach): not drawn, so not broken.
      let inSight = true
      for (let box: HTMLElement | null = element; box && inSight; box = box.parentElement) inSight = box.getBoundingClientRect().width > 1
      if (!inSight) continue
      // The text's own boxes, not those of controls beside it (a radio's hidden input), top to bottom.
      const boxes: DOMRect[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        boxes.push(...[...range.getClientRects()].filter((rect) => rect.width > 0))
      }
      boxes.sort((a, b) => a.top - b.top)
      let lines = 0
      let lineBottom = -Infinity
      for (const box of boxes) {
        if (box.top >= lineBottom - 1) lines += 1
        lineBottom = Math.max(lineBottom, box.bottom)
      }
      if (lines > 1) found.push(`"${text}" on ${lines} lines`)
      // Kept on one line, it must still fit its box (a button's edge, a card's).
      const own = element.getBoundingClientRect()
      if (boxes.some((box) => box.left < own.left - 0.5 || box.right > own.right + 0.5)) found.push(`"${text}" sticks out of its box`)
    }
    return found
  }, phrases)

/** At the end of the page, what a fixed or sticky bar at the bottom of the screen covers of the footer's last words. */
const coveredAtEnd = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  return page.evaluate(() => {
    const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const { position, visibility, display } = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return position === 'fixed' && visibility === 'visible' && display !== 'none' && box.height > 0 && box.bottom >= innerHeight - 1
    })
    if (bars.length === 0) return []
    const barTop = Math.min(...bars.map((bar) => bar.getBoundingClientRect().top))
    const last = [...document.querySelectorAll<HTMLElement>('footer *')]
      .filter((element) => element.children.length === 0 && element.textContent?.trim() && element.getBoundingClientRect().height > 0)
      .at(-1)
    const bottom = last?.getBoundingClientRect().bottom ?? innerHeight
    return bottom > barTop + 0.5 ? [`"${last?.textContent?.trim()}" ends at ${bottom}, under the bar from ${barTop}`] : []
  })
}

/** `#f5a623` as the browser reports a computed colour. */
const asRgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`
const primary = asRgb(colors.accent)
const secondaryFills = [asRgb(colors.white), 'rgba(0, 0, 0, 0)']
/** Title case, as the spec writes its buttons ("Book Your Service Now"): a word of four letters or more never starts small. */
const sentenceCaseWord = /(?:^|\s)\p{Ll}\p{L}{3,}/u
const bookingHrefs = [routes.booking, siteConfig.booking.pageUrl]

/** The words each action may have, wherever it appears: one verb per action (the spec's own labels where it names them). */
const labelsOf: Record<string, string[]> = {
  [routes.booking]: [siteCopy.buttons.bookNow],
  [routes.enquiry]: [siteCopy.buttons.askUsToCall],
  [routes.prices]: [siteCopy.buttons.viewPrices],
  [routes.assistant]: [siteCopy.buttons.askFlushy, siteCopy.ctaBand.chatButton, areasWeCoverCopy.coverageCheck.chatButton],
}

/**
 * The page's buttons as the browser computed them, as it opens: a button is a link or button drawn
 * as a pill (ButtonLink's look); nav and text links are not. Every one to the booking page is the
 * primary one, each action has one name in title case, and each part of main (hero, sections,
 * closing band) has at most one primary and one secondary.
 */
async function buttonFaults(page: Page): Promise<string[]> {
  const pills = await page.$$eval('a, button', (elements) =>
    elements
      .filter((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius) >= 100)
      .map((element) => ({
        href: element.getAttribute('href'),
        text: element.textContent?.trim() ?? '',
        background: getComputedStyle(element).backgroundColor,
        // Which of main's parts it sits in; -1 outside main (the header, the phone's Book Now bar).
        part: [...(element.closest('main')?.children ?? [])].findIndex((part) => part.contains(element)),
      })),
  )
  const faults: string[] = []
  for (const pill of pills) {
    const path = pill.href?.split(/[?#]/)[0] ?? ''
    if (bookingHrefs.includes(pill.href ?? '') && pill.background !== primary)
      faults.push(`"${pill.text}" books but is not the primary look`)
    if (pill.part < 0) continue
    if (![primary, ...secondaryFills].includes(pill.background)) faults.push(`"${pill.text}" is drawn in ${pill.background}`)
    if (sentenceCaseWord.test(pill.text)) faults.push(`"${pill.text}" is not in title case`)
    if (labelsOf[path] && !labelsOf[path].includes(pill.text)) faults.push(`the button to ${path} says "${pill.text}"`)
  }
  for (const part of new Set(pills.map((pill) => pill.part).filter((part) => part >= 0))) {
    const inPart = pills.filter((pill) => pill.part === part)
    const primaries = inPart.filter((pill) => pill.background === primary).length
    if (primaries > 1 || inPart.length - primaries > 1)
      faults.push(
        `part ${part} of main has ${primaries} primary and ${inPart.length - primaries} other buttons: ${inPart.map((pill) => pill.text).join(' · ')}`,
      )
  }
  return faults
}

for (const width of widths) {
  test(`at ${width}px no text is clipped, cut or covered, the navigation stays in the container, and the buttons keep one look per action`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height })
    const faults: string[] = []
    for (const route of [...Object.values(pageKinds), missingRoute]) {
      await page.goto(route)
      const found = [
        ...(await clippedText(page)),
        ...(await navPastContainer(page)),
        ...(await brokenPhrases(page)),
        ...(await coveredAtEnd(page)),
        ...(await buttonFaults(page)),
      ]
      faults.push(...found.map((fault) => `${route}: ${fault}`))
    }
    expect(faults).toEqual([])
  })
}

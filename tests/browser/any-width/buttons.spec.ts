// One look for booking, one for everything else: a homeowner should never have to wonder which
// button books. Styles are read as the browser computed them, on every kind of page and the 404.
import { colors } from '../../../components/theme/theme.ts'
import { routes } from '../../../data/routes.ts'
import { areasWeCoverCopy, siteCopy } from '../../../data/content.ts'
import { expect, missingRoute, pageKinds, siteConfig, test } from '../../support/fixtures.ts'

/** `#f5a623` as the browser reports a computed colour. */
const asRgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`
const primary = asRgb(colors.accent)
const secondaryFills = [asRgb(colors.white), 'rgba(0, 0, 0, 0)']
/** Title case, as the spec writes its buttons ("Book Your Service Now"): a word of four letters or more never starts small. */
const sentenceCaseWord = /(?:^|\s)\p{Ll}\p{L}{3,}/u

interface Pill {
  href: string | null
  text: string
  background: string
  /** Which of main's parts (hero, sections, closing band) it sits in. */
  part: number
}

/** The words each action may have, wherever it appears: one verb per action (the spec's own labels where it names them). */
const labelsOf: Record<string, string[]> = {
  [routes.booking]: [siteCopy.buttons.bookNow],
  [routes.enquiry]: [siteCopy.buttons.askUsToCall],
  [routes.prices]: [siteCopy.buttons.viewPrices],
  [routes.assistant]: [siteCopy.buttons.askFlushy, siteCopy.ctaBand.chatButton, areasWeCoverCopy.coverageCheck.chatButton],
}

test('every button to the booking page is the primary one, each action has one name, each part of a page at most one primary and one secondary', async ({
  page,
}) => {
  const bookingHrefs = [routes.booking, siteConfig.booking.pageUrl]
  const bookingBackgrounds = new Set<string>()
  for (const route of [...Object.values(pageKinds), missingRoute]) {
    await page.goto(route)
    // A button is a link or button drawn as a pill (ButtonLink's look); nav and text links are not.
    const pills: Pill[] = await page.$$eval('a, button', (elements) =>
      elements
        .filter((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius) >= 100 && element.closest('main') !== null)
        .map((element) => ({
          href: element.getAttribute('href'),
          text: element.textContent?.trim() ?? '',
          background: getComputedStyle(element).backgroundColor,
          part: [...(element.closest('main')?.children ?? [])].findIndex((part) => part.contains(element)),
        })),
    )
    const booking = await page.$$eval('a', (links) =>
      links
        .filter((link) => parseFloat(getComputedStyle(link).borderTopLeftRadius) >= 100)
        .map((link) => ({ href: link.getAttribute('href'), background: getComputedStyle(link).backgroundColor })),
    )
    for (const link of booking.filter(({ href }) => bookingHrefs.includes(href ?? ''))) bookingBackgrounds.add(link.background)
    for (const pill of pills) {
      expect([primary, ...secondaryFills], `${route}: "${pill.text}"`).toContain(pill.background)
      expect(pill.text, `${route}: one casing for button labels`).not.toMatch(sentenceCaseWord)
      const path = pill.href?.split(/[?#]/)[0] ?? ''
      if (labelsOf[path]) expect(labelsOf[path], `${route}: the button to ${path} says "${pill.text}"`).toContain(pill.text)
    }
    // At most one primary and one secondary button in each part of the page, as it opens.
    for (const part of new Set(pills.map((pill) => pill.part))) {
      const inPart = pills.filter((pill) => pill.part === part)
      const primaries = inPart.filter((pill) => pill.background === primary)
      expect(primaries.length, `${route}, part ${part}: ${inPart.map((pill) => pill.text).join(' · ')}`).toBeLessThanOrEqual(1)
      expect(
        inPart.length - primaries.length,
        `${route}, part ${part}: ${inPart.map((pill) => pill.text).join(' · ')}`,
      ).toBeLessThanOrEqual(1)
    }
  }
  expect([...bookingBackgrounds]).toEqual([primary])
})

// The chat, reviews and booking providers, whatever the width: the chat started when its page is
// open and gone when it is left, the calendar embedded at its size, and the provider pages still
// useful and error-free when every provider is blocked, failing or too slow. Where the
// providers' places sit on the page, and that nothing moves as they arrive, is in
// any-width/third-parties.spec.ts.
import type { Page, Route } from '@playwright/test'
import {
  expect,
  hydratedMenuToggle,
  isOwnOrigin,
  logoLink,
  pageKinds,
  siteConfig,
  test,
  waitForHydration,
  watchProblems,
} from '../../support/fixtures.ts'
import { serveWorkingWidgets } from '../../support/provider-stand-ins.ts'
import { providerSlowAfterMs } from '../../../components/integrations/frame-slot.ts'
import { thirdPartiesCopy } from '../../support/site.ts'
import { findPageMeta } from '../../../data/site-pages.ts'
import { routes } from '../../../data/routes.ts'
import { sharedSectionsCopy, siteCopy, testimonialsCopy, virtualAssistantCopy, questions, quotes } from '../../../data/content.ts'

const chatScript = `script[src="${siteConfig.chat.scriptUrl}"]`

test.describe('Flushy, the chat', () => {
  test('its script is added on entering the assistant page and removed, with all it drew, on leaving', async ({ page, problems }) => {
    await serveWorkingWidgets(page)
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator(chatScript)).toHaveCount(0)
    for (let visit = 0; visit < 3; visit += 1) {
      await page.getByRole('banner').getByRole('link', { name: siteCopy.buttons.askFlushy }).first().click()
      await expect(page).toHaveURL(routes.assistant)
      await expect(page.locator(chatScript)).toHaveCount(1)
      await expect(page.locator(chatScript)).toHaveAttribute('data-project-id', siteConfig.chat.projectId)
      await expect(page.locator('.stub-chat-panel')).toHaveText(`Chat widget for project ${siteConfig.chat.projectId}`)
      await expect(page.locator('.stub-chat-launcher')).toHaveCount(1)
      await expect(page.locator('.stub-chat-style')).toHaveCount(1)
      await expect(page.getByRole('status')).toHaveText(thirdPartiesCopy.chatStatus.ready)
      const panelHeight = await page.locator('#flushy-chat').evaluate((mount) => mount.parentElement?.offsetHeight ?? 0)
      expect(panelHeight, 'the chat panel keeps its styles').toBeGreaterThan(400)

      await logoLink(page).click()
      await expect(page).toHaveURL('/')
      await expect(page.locator(`${chatScript}, .stub-chat-panel, .stub-chat-launcher, .stub-chat-style`)).toHaveCount(0)
      // What the site itself added meanwhile stays: the new page's title, and the styles it needs on the next visit.
      await expect(page).toHaveTitle(new RegExp(`^${findPageMeta('/')?.title}`))
    }
    expect(problems.list).toEqual([])
  })
})

test.describe('Flushy, opened directly', () => {
  test('starts before the app loads, and the app takes it over without a second copy', async ({ page, problems }) => {
    await serveWorkingWidgets(page, 0)
    await page.goto(routes.assistant)
    await expect(page.locator('.stub-chat-panel')).toBeVisible()
    await expect(hydratedMenuToggle(page), 'the chat did not wait for the app').toHaveCount(0)

    await waitForHydration(page)
    await expect(page.getByRole('status')).toHaveText(thirdPartiesCopy.chatStatus.ready)
    await expect(page.locator(`${chatScript}, .stub-chat-panel, .stub-chat-launcher, .stub-chat-style`)).toHaveCount(4)

    await logoLink(page).click()
    await expect(page).toHaveURL('/')
    await expect(page.locator(`${chatScript}, .stub-chat-panel, .stub-chat-launcher, .stub-chat-style`)).toHaveCount(0)
    await page.getByRole('banner').getByRole('link', { name: siteCopy.buttons.askFlushy }).first().click()
    await expect(page.locator('.stub-chat-panel')).toBeVisible()
    await expect(page.locator(`${chatScript}, .stub-chat-panel, .stub-chat-launcher, .stub-chat-style`)).toHaveCount(4)
    expect(problems.list).toEqual([])
  })
})

type Failure = { name: string; handle: (route: Route) => Promise<void> }

// A connection cut off midway fails exactly as a blocked one does (the script's error event, the
// frame's origin unreachable by fetch), so blocking stands for both.
const failures: Failure[] = [
  { name: 'blocked by an extension', handle: (route) => route.abort('blockedbyclient') },
  { name: 'failing with a server error', handle: (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }) },
  // Held for longer than the test runs: the provider never answers in time.
  {
    name: 'too slow to answer',
    handle: (route) => new Promise((resolve) => setTimeout(resolve, 60_000)).then(() => route.abort()).catch(() => {}),
  },
]

/**
 * The chat page: in the chat's place from the first paint, the questions people ask most, each
 * answered in place, and a person to talk to; once the app knows the chat is not coming, a search
 * over the other answers too.
 */
async function chatStaysUseful(page: Page, neverAnswers: boolean): Promise<void> {
  await page.goto(pageKinds.assistant, { waitUntil: 'domcontentloaded' })
  const chat = page.getByRole('region', { name: virtualAssistantCopy.chat.heading })
  await expect(chat.getByText(thirdPartiesCopy.chat.fallbackHeading)).toBeVisible()
  await expect(chat.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
  await expect(chat.getByRole('link', { name: siteCopy.buttons.askUsToCall })).toHaveCount(1)
  const assistantQuestions = questions.filter((question) => question.pages.includes('assistant'))
  // The first of the page's questions, in the owner's order, a few of them: the rest are under the chat.
  const suggestedQuestionCount = await chat.locator('summary').count()
  expect(suggestedQuestionCount).toBeGreaterThan(0)
  expect(suggestedQuestionCount).toBeLessThan(assistantQuestions.length)
  const suggested = assistantQuestions.slice(0, suggestedQuestionCount)
  await expect(chat.locator('summary')).toHaveText(suggested.map((question) => question.question))
  await waitForHydration(page)
  if (neverAnswers) await page.clock.fastForward(providerSlowAfterMs)
  await expect(chat.getByText(thirdPartiesCopy.chat.unavailableHeading)).toBeVisible({ timeout: 15_000 })
  await expect(
    chat.getByRole('status').filter({ hasText: neverAnswers ? thirdPartiesCopy.chatStatus.slow : thirdPartiesCopy.chatStatus.failed }),
  ).toBeVisible()
  // The suggested questions stay: the first answered at once, the others open in place.
  const [first, second] = suggested
  if (!first || !second) throw new Error('fewer than two suggested questions for the assistant page')
  await expect(chat.getByText(first.answer[0] ?? '')).toBeVisible()
  await expect(chat.getByText(second.answer[0] ?? '')).toBeHidden()
  await chat.getByText(second.question).click()
  await expect(chat.getByText(second.answer[0] ?? '')).toBeVisible()
  const searchWord = 'boiler'
  await chat.getByLabel(thirdPartiesCopy.questionSearch.label).fill(searchWord)
  // The search reads the answers under the chat: the page's other questions.
  const expected = assistantQuestions
    .slice(suggestedQuestionCount)
    .filter((question) => [question.question, ...question.answer, ...question.keywords].join(' ').toLowerCase().includes(searchWord))
  expect(expected.length).toBeGreaterThan(0)
  await expect(chat.getByRole('list', { name: thirdPartiesCopy.questionSearch.resultsName }).getByRole('listitem')).toHaveText(
    expected.map((question) => question.question),
  )
  // A result opens its answer, in the list below the chat.
  await chat.getByRole('link', { name: expected[0]?.question }).click()
  await expect(page.locator(`#question-${expected[0]?.id}`)).toHaveAttribute('open', '')
}

/**
 * The booking page: the plain link; the calendar's space kept while it may still come, words saying
 * so if it is slow; and if it cannot be reached, words saying so in place of the browser's error
 * page, the box closed round them.
 */
async function bookingStaysUseful(page: Page, neverAnswers: boolean, unreachable: boolean): Promise<void> {
  await page.goto(pageKinds.booking, { waitUntil: 'domcontentloaded' })
  // In the HTML whatever the frame shows (a provider's error page hides it, as a working calendar does).
  const calendar = page.locator('#booking-calendar')
  await expect(calendar.locator(`a[href="${siteConfig.booking.pageUrl}"]`)).toHaveCount(1)
  if (unreachable) {
    const failed = page.getByText(thirdPartiesCopy.booking.failedHeading)
    await expect(failed).toBeVisible({ timeout: 15_000 })
    await expect(failed.locator('..').getByRole('link', { name: siteConfig.phone.display })).toBeVisible()
    await expect(page.locator('iframe')).toBeHidden()
    expect((await calendar.boundingBox())?.height, 'no calendar is coming: no empty 1000px box').toBeLessThan(1000)
  } else {
    expect((await page.locator('iframe').boundingBox())?.height).toBe(1000)
  }
  if (neverAnswers) {
    await page.clock.fastForward(providerSlowAfterMs)
    const slow = page.getByText(thirdPartiesCopy.booking.slowHeading)
    await expect(slow).toBeVisible()
    await expect(slow.locator('..').getByRole('link', { name: siteConfig.phone.display })).toBeVisible()
    expect((await page.locator('iframe').boundingBox())?.height, 'a slow calendar may still come: its space stays').toBe(1000)
  }
  await waitForHydration(page)
}

/** The testimonials page: where the rating comes from, and the reviews the site has, in the widget's place. */
async function reviewsStayUseful(page: Page): Promise<void> {
  await page.goto(pageKinds.testimonials, { waitUntil: 'domcontentloaded' })
  const reviews = page.getByRole('region', { name: testimonialsCopy.reviews.heading })
  await expect(reviews.getByText(sharedSectionsCopy.reviews.average)).toBeVisible()
  await expect(reviews.locator('blockquote')).toHaveCount(quotes.length)
  await waitForHydration(page)
}

test.describe('when every third party fails', () => {
  for (const failure of failures) {
    test(`the provider pages stay useful and error-free with providers ${failure.name}`, async ({ page, context }) => {
      const neverAnswers = failure.name === 'too slow to answer'
      const unreachable = failure.name === 'blocked by an extension'
      // A provider that never answers is noticed after the page's own wait, which the pages' clock skips.
      if (neverAnswers) await context.clock.install()
      // The three pages side by side, as three tabs.
      const pages = [page, await context.newPage(), await context.newPage()]
      const problems = await Promise.all(pages.map(watchProblems))
      await context.route((url) => !isOwnOrigin(url), failure.handle)
      await page.unrouteAll()
      const [chatPage, bookingPage, reviewsPage] = pages
      if (!chatPage || !bookingPage || !reviewsPage) throw new Error('three pages')
      await Promise.all([
        chatStaysUseful(chatPage, neverAnswers),
        bookingStaysUseful(bookingPage, neverAnswers, unreachable),
        reviewsStayUseful(reviewsPage),
      ])
      expect(problems.flatMap((seen) => seen.list)).toEqual([])
    })
  }
})

test('the booking page is embedded 1000px tall, with a plain link at the top of its place', async ({ page }) => {
  await page.goto(pageKinds.booking)
  const frame = page.locator('iframe')
  await expect(frame).toHaveAttribute('src', siteConfig.booking.embedUrl)
  await expect(frame).toHaveAttribute('title', thirdPartiesCopy.booking.frameTitle)
  expect((await frame.boundingBox())?.height).toBe(1000)
  // The calendar's place offers the same page in a new tab until the calendar draws, near its top.
  // (Hidden once the frame has loaded: the first-paint test above checks where it sits.)
  const link = page.locator(`#booking-calendar a[href="${siteConfig.booking.pageUrl}"]`)
  await expect(link).toHaveCount(1)
  await expect(link).toHaveAttribute('target', '_blank')
})

test('testimonials hosts the review widget container and its script', async ({ page }) => {
  await page.goto(pageKinds.testimonials)
  await expect(page.locator(`#${siteConfig.reviews.widgetId}`)).toBeAttached()
  await expect(page.locator(`script[src="${siteConfig.reviews.scriptUrl}"]`)).toHaveCount(1)
})

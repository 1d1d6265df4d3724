// "Ask us to call you" as a homeowner meets it: reached from where they decide with what they told
// us filled in, sent with photos from a phone, with and without JavaScript, and when something goes
// wrong. Once, at desktop width: the form behaves the same at any width (its phone layout is in the
// visual and layout tests, and a whole enquiry sent at 390 px in phone/guided-path.spec.ts). Each
// test is its own visitor (the rate limit is per address).
import type { Page } from '@playwright/test'
import { enquiryControlNames, enquiryDraftKey, enquiryIds, turnstileOrigin } from '../../../enquiry/fields.ts'
import { enquiryLimits, photoMessages, refusals } from '../../../enquiry/schema.ts'
import { enquiry } from '../../../data/enquiry.ts'
import {
  emailsContaining,
  jpegLike,
  photoLinks,
  storedEnquiries,
  uniqueName,
  visitorAddress,
  waitOutTheRobotCheck,
} from '../../support/enquiries.ts'
import { completeAnswers, coveredPostcode } from '../../support/enquiry-test-data.ts'
import { expect, missingRoute, siteConfig, test, waitForHydration, withPostcode } from '../../support/fixtures.ts'
import { checkAt } from '../../support/coverage-check.ts'
import { turnstileTest } from '../../support/mail-sink-address.ts'
import { portOf as portOfUrl, turnstileServer } from '../../support/test-servers.ts'
import { routes } from '../../../data/routes.ts'
import { localAreas } from '../../../data/site-pages.ts'
import { coverageCheckCopy, pricesFinderCopy, siteCopy } from '../../../data/content.ts'
import { pricing } from '../../../data/facts.ts'

const referencePattern = /PF-[0-9A-HJKMNP-TV-Z]{4}/

const portOf = (page: Page) => portOfUrl(page.url())

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': visitorAddress() })
})

const field = (page: Page, name: keyof typeof enquiry.fields) => page.getByLabel(enquiry.fields[name].label, { exact: true })

/** Answers every question as a homeowner would, by the labels they read. */
async function fillForm(page: Page, name: string, { javaScript = true } = {}) {
  // Typing takes a person long enough for the app to arrive (renderer/boot.ts); a test is quicker.
  if (javaScript) await waitForHydration(page)
  const answers = completeAnswers(name)
  await field(page, 'name').fill(answers.name)
  await field(page, 'phone').fill(answers.phone)
  await field(page, 'email').fill(answers.email)
  await field(page, 'postcode').fill(answers.postcode)
  await field(page, 'radiators').selectOption(answers.radiators)
  // The rest of the heating part waits behind its summary, as a phone shows it.
  await page.getByText(enquiry.parts.more).click()
  for (const [options, value] of [
    [enquiry.pipeTypes, answers.pipeType],
    [enquiry.powerFlushedOptions, answers.powerFlushed],
    [enquiry.callTimes, answers.callTime],
  ] as const) {
    const label = options.find((option) => option.value === value)?.label ?? ''
    await page.getByRole('radio', { name: label, exact: true }).first().check()
  }
  await field(page, 'note').fill(answers.note)
  await waitOutTheRobotCheck(page)
}

/** The thank-you panel says back the number we will call and the time the visitor chose, so a mistyped number is seen. */
async function expectCallBackSaid(page: Page, name: string) {
  const answers = completeAnswers(name)
  const callBack = page.locator(`#${enquiryIds.callBack}`)
  await expect(callBack).toBeVisible()
  await expect(callBack).toContainText(answers.phone)
  await expect(callBack).toContainText(enquiry.callTimes.find((time) => time.value === answers.callTime)?.label ?? '?')
}

/** A photo as a phone takes it: large, full of detail, several megabytes; `seed` makes each its own. */
async function phonePhoto(page: Page, name: string, seed: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(async (seed) => {
    const canvas = new OffscreenCanvas(4000, 3000)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no canvas')
    const pixels = context.createImageData(4000, 3000)
    // Opaque noise of 5 bits a channel: a JPEG of about 5 MB, as a phone's camera makes (full noise makes 11 MB).
    const words = new Uint32Array(pixels.data.buffer)
    for (let index = 0; index < words.length; index++) words[index] = ((Math.imul(index + seed, 2654435761) >>> 8) & 0x1f1f1f) | 0xff000000
    context.putImageData(pixels, 0, 0)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
    return new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsDataURL(blob)
    })
  }, seed)
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64') }
}

test.describe('reached from where a visitor decides, with their answers filled in', () => {
  test('from the guided quote, with the radiator count and the postcode', async ({ page }) => {
    const count = String(pricing.rows[3]?.radiators)
    await askFromQuote(page, count)
    await expect(field(page, 'radiators')).toHaveValue(count)
    await expect(field(page, 'postcode')).toHaveValue(coveredPostcode)
  })

  test('from the coverage check, with the postcode typed', async ({ page }) => {
    await page.goto(routes.areas)
    await waitForHydration(page)
    const check = checkAt(page)
    await check.getByLabel(coverageCheckCopy.label).fill(coveredPostcode)
    await check.getByRole('button', { name: coverageCheckCopy.button }).click()
    await check.getByRole('status').getByRole('link', { name: siteCopy.buttons.askUsToCall }).click()
    await expect(field(page, 'postcode')).toHaveValue(coveredPostcode)
  })

  test("from a local page's quote, with the radiator count", async ({ page }) => {
    await askFromLocalQuote(page)
    await expect(field(page, 'radiators')).toHaveValue(String(pricing.rows[3]?.radiators))
  })

  for (const from of [routes.booking, missingRoute]) {
    test(`from ${from}`, async ({ page }) => {
      await page.goto(from)
      // The last one: on /availability the first is the calendar's fallback, gone as the calendar arrives.
      await page.getByRole('main').getByRole('link', { name: siteCopy.buttons.askUsToCall }).last().click()
      await expect(page).toHaveURL(new RegExp(`${routes.enquiry}(\\?|$)`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enquiry.heading)
    })
  }
})

test('a complete enquiry from /prices with two phone photos arrives once: stored, photos made small and kept, the business told', async ({
  page,
}) => {
  // Two photos of a phone's size are drawn, then made small on the page: slow on a busy machine.
  test.slow()
  const name = uniqueName('browser')
  await askFromQuote(page, String(pricing.rows[3]?.radiators))
  await fillForm(page, name)
  const photos = [await phonePhoto(page, 'boiler.jpg', 1), await phonePhoto(page, 'radiator.jpg', 2)]
  expect(photos[0]?.buffer.length, 'the test photo is as large as a phone’s').toBeGreaterThan(2_000_000)
  await field(page, 'photos').setInputFiles(photos)
  await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()

  await expect(page.getByRole('heading', { name: enquiry.sent.heading })).toBeFocused({ timeout: 30_000 })
  const reference = (await page.locator(`#${enquiryIds.reference}`).textContent()) ?? ''
  expect(reference).toMatch(referencePattern)
  await expectCallBackSaid(page, name)
  await expect(page.getByRole('link', { name: siteConfig.phone.display }).first()).toBeVisible()
  // What happens next, said once: in the panel, gone with the form that said it under its button.
  for (const step of enquiry.nextSteps) await expect(page.getByText(step).filter({ visible: true })).toHaveCount(1)

  const stored = storedEnquiries(portOf(page)).filter((row) => row.name === name)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ reference, photos_stored: 2, photos_expected: 2, source_page: routes.prices })
  await expect.poll(async () => (await emailsContaining(reference)).length, { timeout: 20_000 }).toBeGreaterThan(0)
  const emails = await emailsContaining(reference)
  expect(emails).toHaveLength(1)
  const [email] = emails
  if (!email) throw new Error(`no email for ${reference}`)
  expect(photoLinks(email)).toHaveLength(2)
  for (const link of photoLinks(email)) {
    const photo = await page.request.get(new URL(link).pathname + new URL(link).search)
    expect(photo.headers()['content-type']).toMatch(/^image\//)
    expect((await photo.body()).length, 'a photo is made small on the phone before it is sent').toBeLessThanOrEqual(
      enquiryLimits.photoTargetBytes,
    )
  }
})

/**
 * The guided quote leads to the form with the count and the postcode filled in: once the app runs,
 * through the coverage answer's Ask us to call; before it or without JavaScript, the form itself.
 */
/** A local page's quote asks with its own button, which sends the chosen count by the form itself, with or without the app. */
async function askFromLocalQuote(page: Page) {
  const count = String(pricing.rows[3]?.radiators)
  await page.goto(`/${localAreas[0]?.slug ?? ''}`)
  const quote = page.locator('#quote')
  await quote.getByText(pricesFinderCopy.finder.moreCounts, { exact: true }).click()
  await quote.getByRole('radio', { name: count, exact: true }).check({ force: true })
  await quote.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
  await expect(page).toHaveURL(new RegExp(`${routes.enquiry}\\?radiators=${count}$`))
}

async function askFromQuote(page: Page, count: string) {
  await page.goto(routes.prices)
  const quote = page.locator('#quote')
  // More shows the counts past the first, then the visitor picks theirs.
  await quote.getByText(pricesFinderCopy.finder.moreCounts, { exact: true }).click()
  await quote.getByRole('radio', { name: count, exact: true }).check({ force: true })
  await quote.getByLabel(pricesFinderCopy.finder.postcodeQuestion).fill(coveredPostcode)
  await quote.getByRole('button', { name: coverageCheckCopy.button }).click()
  // The answer's own link, with the postcode (the one before the answer carries the count alone).
  const askUs = withPostcode(quote.getByRole('link', { name: siteCopy.buttons.askUsToCall }))
  const onForm = (url: URL) => url.pathname === routes.enquiry
  await Promise.race([page.waitForURL(onForm), askUs.waitFor()])
  if (!onForm(new URL(page.url()))) await askUs.click()
  await page.waitForURL(onForm)
  const query = new URL(page.url()).searchParams
  expect(query.get('radiators')).toBe(count)
  expect(query.get('postcode')?.toUpperCase().replace(/\s+/g, ' ')).toBe(coveredPostcode)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a local page's quote sends its count to the form", async ({ page }) => {
    await askFromLocalQuote(page)
    await expect(field(page, 'radiators')).toHaveValue(String(pricing.rows[3]?.radiators))
  })

  test('the price finder’s count and a link’s postcode are filled in by the server; what the form would refuse is left out', async ({
    page,
  }) => {
    const count = String(pricing.rows[3]?.radiators)
    await askFromQuote(page, count)
    await expect(field(page, 'radiators')).toHaveValue(count)

    await page.goto(`${routes.enquiry}?postcode=${encodeURIComponent(coveredPostcode.toLowerCase())}&radiators=${count}`)
    await expect(field(page, 'postcode')).toHaveValue(coveredPostcode)
    await expect(field(page, 'radiators')).toHaveValue(count)

    await page.goto(`${routes.enquiry}?radiators=400&postcode=IV1%201AA&name=Robot`)
    for (const name of ['radiators', 'postcode', 'name'] as const) await expect(field(page, name), name).toHaveValue('')
  })

  test('the form sends, and the thank-you page gives the reference; the business is told the page it was asked from', async ({ page }) => {
    const name = uniqueName('no-js')
    await askFromQuote(page, String(pricing.rows[3]?.radiators))
    await fillForm(page, name, { javaScript: false })
    await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enquiry.sent.heading)
    await expect(page.locator(`#${enquiryIds.reference}`)).toHaveText(referencePattern)
    await expectCallBackSaid(page, name)
    const stored = storedEnquiries(portOf(page)).filter((row) => row.name === name)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.source_page).toBe(routes.prices)
  })

  test('a wrong answer comes back with the problem named and everything typed still there', async ({ page }) => {
    const name = uniqueName('no-js-wrong')
    await askFromQuote(page, String(pricing.rows[3]?.radiators))
    await fillForm(page, name, { javaScript: false })
    await field(page, 'phone').fill('12345')
    await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
    const summary = page.locator(`#${enquiryIds.errorSummary}`)
    await expect(summary).toBeVisible()
    await expect(summary.getByRole('link')).toHaveText(/UK phone number/)
    await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'name')).toHaveValue(name)
    await expect(field(page, 'postcode')).toHaveValue(coveredPostcode)
    await expect(field(page, 'radiators')).toHaveValue(completeAnswers(name).radiators)
    // The heating part comes back whole, its note there to check.
    await expect(field(page, 'note')).toBeVisible()
    await expect(field(page, 'note')).toHaveValue(completeAnswers(name).note)
    // Sent again from here, it still names the page the visitor asked from.
    await expect(page.locator(`input[name="${enquiryControlNames.startedOn}"]`)).toHaveValue(routes.prices)
  })
})

test('every wrong answer is named at the top and beside its field, and nothing is sent', async ({ page }) => {
  const name = uniqueName('wrong')
  const sent: string[] = []
  page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()))
  await page.goto(routes.enquiry)
  await waitForHydration(page)
  await field(page, 'name').fill(name)
  await field(page, 'phone').fill('+33 1 23 45 67 89')
  await field(page, 'postcode').fill('IV1 1AA')
  await field(page, 'photos').setInputFiles({ name: 'pipes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') })
  await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()

  const summary = page.locator(`#${enquiryIds.errorSummary}`)
  await expect(summary).toBeFocused()
  // A question whose answer the form chose for the visitor ("Not sure") is answered already.
  const questions = { pipeType: enquiry.pipeTypes, powerFlushed: enquiry.powerFlushedOptions, callTime: enquiry.callTimes }
  const unanswered = Object.entries(questions).flatMap(([name, options]) =>
    options.some((option) => option.preselected) ? [] : [name as keyof typeof questions],
  )
  for (const name of ['phone', 'postcode', ...unanswered, 'photos'] as const) {
    await expect(summary.locator(`a[href="#${enquiryIds.field(name)}"]`), name).toBeVisible()
    await expect(page.locator(`#${enquiryIds.error(name)}`), name).toBeVisible()
  }
  await expect(page.locator(`#${enquiryIds.error('photos')}`)).toContainText(photoMessages.notAPhoto('pipes.jpg'))
  await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'true')
  await summary.locator(`a[href="#${enquiryIds.field('phone')}"]`).click()
  await expect(field(page, 'phone')).toBeFocused()
  expect(sent).toEqual([])
})

test('a double tap on send stores one enquiry', async ({ page }) => {
  const name = uniqueName('double-tap')
  await page.goto(routes.enquiry)
  await fillForm(page, name)
  await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).dblclick()
  await expect(page.getByRole('heading', { name: enquiry.sent.heading })).toBeVisible({ timeout: 20_000 })
  expect(storedEnquiries(portOf(page)).filter((row) => row.name === name)).toHaveLength(1)
})

test('when the server cannot be reached the visitor is told, with the phone, and a reload keeps what they typed', async ({ page }) => {
  const name = uniqueName('offline')
  await page.route('**/api/enquiries', (route) => route.abort('connectionrefused'))
  await page.goto(routes.enquiry)
  await fillForm(page, name)
  await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
  const failure = page.locator(`#${enquiryIds.failure}`)
  await expect(failure).toBeVisible({ timeout: 15_000 })
  await expect(failure.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)

  await page.reload()
  await expect(field(page, 'name')).toHaveValue(name)
  // Kept in the heating part's closed rest, it is shown, not left out of sight.
  await expect(field(page, 'note')).toBeVisible()
  await expect(field(page, 'note')).toHaveValue(completeAnswers(name).note)
  await expect(field(page, 'radiators')).toHaveValue(completeAnswers(name).radiators)
  expect(storedEnquiries(portOf(page)).filter((row) => row.name === name)).toHaveLength(0)
})

test('a visitor who has sent too many in a minute is told to wait or call', async ({ page }) => {
  const address = visitorAddress()
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': address })
  await page.goto(routes.enquiry)
  await fillForm(page, uniqueName('flood'))
  // The same address sends until it is refused (the limit counts in fixed one-minute windows), then the form at once.
  for (let attempt = 0; attempt < 11; attempt++) {
    const response = await page.request.post('/api/enquiries', {
      multipart: { name: '' },
      headers: { Accept: 'application/json', 'CF-Connecting-IP': address, Origin: new URL(page.url()).origin },
    })
    if (response.status() === 429) break
  }
  await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
  const failure = page.locator(`#${enquiryIds.failure}`)
  // As long as a slow phone on a busy connection may take to hear back.
  await expect(failure).toBeVisible({ timeout: 15_000 })
  await expect(failure).toContainText(/minute/i)
  await expect(failure.getByRole('link', { name: siteConfig.phone.display })).toBeVisible()
})

test('too many photos are refused before sending', async ({ page }) => {
  await page.goto(routes.enquiry)
  await waitForHydration(page)
  await field(page, 'photos').setInputFiles(
    Array.from({ length: enquiryLimits.maxPhotos + 1 }, (_, index) => {
      const photo = jpegLike(1_000, `p${index}.jpg`)
      return { name: photo.name, mimeType: photo.type, buffer: Buffer.from(photo.bytes) }
    }),
  )
  await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
  await expect(page.locator(`#${enquiryIds.error('photos')}`)).toContainText(photoMessages.tooMany)
})

/** Where the form is served with Turnstile on: the second test server (playwright.config.ts). */
const turnstileForm = (baseURL: string | undefined) => `${turnstileServer(baseURL)}${routes.enquiry}`
const isTurnstileScript = (url: URL) => url.origin === turnstileOrigin && url.pathname.endsWith('/api.js')
const fakeWidgetText = 'Turnstile stand-in: done'

/** Stands in for Cloudflare's script: draws a line where the widget goes and hands its callback `token`, again after each reset. */
async function fakeTurnstile(page: Page, token: string) {
  const script = `window.turnstile = {
    render(container, options) {
      container.append(Object.assign(document.createElement('p'), { textContent: ${JSON.stringify(fakeWidgetText)} }))
      this.issue = () => setTimeout(() => options.callback(${JSON.stringify(token)}), 100)
      this.issue()
      return 'stand-in'
    },
    reset() { this.issue() },
  }`
  await page.route(isTurnstileScript, (route) => route.fulfill({ contentType: 'text/javascript', body: script }))
}

test.describe('with Turnstile on', () => {
  test('an enquiry goes once the challenge has passed, and is stored', async ({ page, baseURL, problems }) => {
    await fakeTurnstile(page, `${turnstileTest.passingTokenPrefix}browser`)
    const name = uniqueName('turnstile')
    await page.goto(turnstileForm(baseURL))
    await fillForm(page, name)
    await expect(page.getByText(fakeWidgetText)).toBeVisible()
    await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
    await expect(page.getByRole('heading', { name: enquiry.sent.heading })).toBeFocused({ timeout: 20_000 })
    expect(storedEnquiries(portOf(page)).filter((row) => row.name === name)).toHaveLength(1)
    // Cloudflare's script was let in by the page's CSP, and nothing went wrong.
    expect(problems.list).toEqual([])
  })

  test('a token Turnstile refuses is told to the visitor with the phone, and nothing is stored', async ({ page, baseURL }) => {
    await fakeTurnstile(page, 'refused-browser')
    const name = uniqueName('turnstile-refused')
    await page.goto(turnstileForm(baseURL))
    await fillForm(page, name)
    await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
    const failure = page.locator(`#${enquiryIds.failure}`)
    await expect(failure).toContainText(refusals.notConfirmed.message, { timeout: 15_000 })
    await expect(failure.getByRole('link', { name: siteConfig.phone.display })).toBeVisible()
    expect(storedEnquiries(portOf(page)).filter((row) => row.name === name)).toHaveLength(0)
  })

  test('when Cloudflare’s script is blocked the visitor is told plainly, with the phone, nothing is sent and nothing throws', async ({
    page,
    baseURL,
    problems,
  }) => {
    const sent: string[] = []
    page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()))
    await page.route(isTurnstileScript, (route) => route.abort('blockedbyclient'))
    await page.goto(turnstileForm(baseURL))
    await fillForm(page, uniqueName('turnstile-blocked'))
    const failure = page.locator(`#${enquiryIds.failure}`)
    await expect(failure).toContainText(enquiry.challenge.failed)
    await expect(failure.getByRole('link', { name: siteConfig.phone.display })).toBeVisible()
    await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
    await expect(failure).toContainText(enquiry.challenge.failed)
    expect(sent).toEqual([])
    expect(problems.list).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form says it needs JavaScript, and a form sent anyway comes back saying why, answers kept', async ({ page, baseURL }) => {
      const name = uniqueName('turnstile-no-js')
      await page.goto(turnstileForm(baseURL))
      // Playwright's text search skips <noscript>, which a browser without JavaScript shows.
      const note = page.locator(`#${enquiryIds.turnstile} p`)
      await expect(note).toBeVisible()
      await expect(note).toHaveText(enquiry.challenge.needsScript)
      await fillForm(page, name, { javaScript: false })
      await page.getByRole('button', { name: siteCopy.buttons.askUsToCall }).click()
      const failure = page.locator(`#${enquiryIds.failure}`)
      await expect(failure).toContainText(refusals.notChecked.message)
      await expect(failure.getByRole('link', { name: siteConfig.phone.display })).toBeVisible()
      await expect(field(page, 'name')).toHaveValue(name)
      expect(storedEnquiries(portOf(page)).filter((row) => row.name === name)).toHaveLength(0)
    })
  })
})

test('with Turnstile off (the default) the form shows no challenge and asks Cloudflare for nothing', async ({ page, problems }) => {
  const asked: string[] = []
  page.on('request', (request) => request.url().startsWith(turnstileOrigin) && asked.push(request.url()))
  await page.goto(routes.enquiry)
  await waitForHydration(page)
  await field(page, 'name').fill(uniqueName('turnstile-off'))
  // The form's script is there once it keeps a draft.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), enquiryDraftKey)).not.toBeNull()
  await page.waitForLoadState('networkidle')
  await expect(page.locator(`#${enquiryIds.turnstile}`)).toHaveCount(0)
  expect(asked).toEqual([])
  expect(problems.list).toEqual([])
})

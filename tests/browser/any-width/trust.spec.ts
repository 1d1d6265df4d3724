// What a wary customer looks for before paying, checked where they would see it at this width:
// who the company is, what they sign, whether they can change their mind, where reviews come from.
import { expect, pageKinds, siteConfig, test } from '../../support/fixtures.ts'
import { bookingSteps, quotes, reviewPolicy, registeredDetails, testimonialsCopy, tradingAs } from '../../../data/content.ts'

test('the footer says who is behind the site, in view once scrolled to', async ({ page }) => {
  await page.goto(pageKinds.booking)
  const footer = page.getByRole('contentinfo')
  for (const text of [tradingAs, registeredDetails]) {
    const line = footer.getByText(text)
    await line.scrollIntoViewIfNeeded()
    // Not hidden under the phone's fixed bottom bar.
    await expect(line).toBeInViewport({ ratio: 1 })
  }
})

test('"What you sign" and "can I change my mind" lead from the calendar to the terms that say them in full', async ({ page }) => {
  await page.goto(pageKinds.booking)
  const main = page.getByRole('main')
  // Each step's title opens its detail.
  for (const step of bookingSteps) {
    await main.getByText(step.title, { exact: true }).click()
    await expect(main.getByText(step.text)).toBeVisible()
  }

  const changeYourMind = bookingSteps.find((step) => step.id === 'change-your-mind')
  if (!changeYourMind) throw new Error('no step "change-your-mind" in content/booking-steps.json')
  await main.locator(`a[href="/terms-and-conditions#${changeYourMind.termsSection}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/terms-and-conditions#${changeYourMind.termsSection}$`))
  const rights = page.locator(`#${changeYourMind.termsSection}`)
  await expect(rights).toBeInViewport()
  await expect(page.getByRole('region', { name: await rights.innerText() })).toContainText(siteConfig.email)
})

test('each review shows its source and date, and the page says how reviews are collected', async ({ page }) => {
  await page.goto(pageKinds.testimonials)
  const reviews = page.getByRole('region', { name: testimonialsCopy.reviews.heading }).getByRole('figure')
  await expect(reviews).toHaveCount(quotes.length)
  for (const [index, quote] of quotes.entries()) {
    await expect(reviews.nth(index)).toContainText(quote.source)
    await expect(reviews.nth(index).locator(`time[datetime="${quote.date}"]`)).toBeVisible()
  }
  await expect(page.getByText(reviewPolicy.paragraphs[0] ?? '')).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(siteConfig.reviews.providerName) }).first()).toHaveAttribute(
    'href',
    siteConfig.reviews.profileUrl,
  )
})

// What a wary customer looks for before paying: what they sign and whether they can change their
// mind. (Who the company is: the footer, in any-width/layout.spec.ts; where reviews come from:
// any-width/proof.spec.ts and tests/http/content.spec.ts.)
import { expect, pageKinds, siteConfig, test, waitForHydration } from '../../support/fixtures.ts'
import { availabilityCopy, bookingSteps, sharedSectionsCopy, siteCopy } from '../../../data/content.ts'

test('"What you sign" and "can I change my mind" lead from the calendar to the terms that say them in full', async ({ page }) => {
  await page.goto(pageKinds.booking)
  const main = page.getByRole('main')
  // Every step in view, in order, before anything is opened.
  for (const step of bookingSteps) {
    await expect(main.getByRole('heading', { name: step.title, exact: true })).toBeVisible()
    await expect(main.getByText(step.text)).toBeVisible()
  }

  // Each link opens its section of the terms, whether it starts open (the right to cancel) or
  // closed: first as a fresh page load, then by client navigation once the app has started.
  for (const id of ['change-your-mind', 'your-guarantee']) {
    if (id !== 'change-your-mind') await waitForHydration(page)
    const step = bookingSteps.find((candidate) => candidate.id === id)
    if (!step) throw new Error(`no step "${id}" in content/booking-steps.json`)
    await main.locator(`a[href="/terms-and-conditions#${step.termsSection}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`/terms-and-conditions#${step.termsSection}$`))
    const section = page.locator(`#${step.termsSection}`)
    await expect(section).toBeInViewport()
    await expect(section.getByRole('paragraph').first()).toBeVisible()
    if (id === 'change-your-mind') await expect(section.getByText(siteConfig.email).first()).toBeVisible()
    await page.goBack()
  }
})

test('having read the booking steps, Book Now takes the visitor back up to the calendar', async ({ page }) => {
  await page.goto(pageKinds.booking)
  const steps = page.getByRole('region', { name: sharedSectionsCopy.bookingSteps.heading })
  await steps.getByRole('link', { name: siteCopy.buttons.bookNow }).click()
  await expect(page.getByRole('heading', { name: availabilityCopy.calendar.heading })).toBeInViewport()
})

// What a wary customer looks for before paying: what they sign and whether they can change their
// mind. (Who the company is: the footer, in any-width/layout.spec.ts; where reviews come from:
// any-width/proof.spec.ts and tests/http/content.spec.ts.)
import { expect, pageKinds, siteConfig, test } from '../../support/fixtures.ts'
import { bookingSteps } from '../../../data/content.ts'

test('"What you sign" and "can I change my mind" lead from the calendar to the terms that say them in full', async ({ page }) => {
  await page.goto(pageKinds.booking)
  const main = page.getByRole('main')
  // Every step in view, in order, before anything is opened.
  for (const step of bookingSteps) {
    await expect(main.getByRole('heading', { name: step.title, exact: true })).toBeVisible()
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

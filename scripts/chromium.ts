// The one place that decides which Chromium the tests, the benchmark and the screenshots drive:
// CHROMIUM_PATH if set, else Debian's /usr/bin/chromium if installed, else Playwright's own
// browser (`npx playwright install chromium`). Run directly, it prints the path it found or
// exits 1, which is how .ci/run decides whether to install Debian's package.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const debianChromium = '/usr/bin/chromium'

/** Flags for a headless Chromium on a machine whose network reaches only the test server. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The Chromium to launch, or undefined for Playwright's own. */
export function chromiumPath(): string | undefined {
  const chosen = process.env.CHROMIUM_PATH
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH is set to ${chosen}, but there is no file there`)
    return chosen
  }
  return existsSync(debianChromium) ? debianChromium : undefined
}

export const chromiumLaunchOptions = () => ({ executablePath: chromiumPath(), args: chromiumFlags })

/**
 * For a picture of a whole page, taken as if from one tall screen: that would draw the phone's
 * fixed Book Now bar over the middle of the page, so it is drawn where a visitor sees it last, at
 * the end, shown (it slides in as the visitor scrolls). `bookBarLabel` is its accessible name
 * (siteCopy.bookBarLabel).
 */
export const bookBarAtTheEnd = (bookBarLabel: string) =>
  `html { position: relative; } aside[aria-label="${bookBarLabel}"] { position: absolute !important; animation: none !important; }`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = chromiumPath()
  if (!found) process.exit(1)
  console.log(found)
}

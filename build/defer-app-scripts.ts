// Vike ends each prerendered page with its client entry <script> and a modulepreload for every
// chunk the page needs. Fetched and run during load, those ~115 KB compete with the first
// paint on a slow phone, though the HTML is already complete. This swaps them for the small
// boot script (renderer/boot.ts), which loads the same entry and chunks when the app is wanted.

const entryScript = /<script src="([^"]+)" type="module" async><\/script>/g
const modulePreload = /\s*<link rel="modulepreload" href="([^"]+)"[^>]*>/g

const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** Returns the page with its app scripts deferred behind the boot script; throws if Vike's markup is not as expected. */
export function deferAppScripts(html: string, bootSrc: string, file: string): string {
  const entries = [...html.matchAll(entryScript)]
  const [entryTag, entrySrc] = entries[0] ?? []
  if (entries.length !== 1 || !entryTag || !entrySrc) {
    throw new Error(`${file}: expected one Vike entry <script type="module" async>, found ${entries.length}`)
  }
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href)
  const bootTag =
    `<script src="${escapeAttribute(bootSrc)}" type="module" async` +
    ` data-app-entry="${escapeAttribute(entrySrc)}" data-app-preloads="${escapeAttribute(preloads.join(' '))}"></script>`
  return html.replace(modulePreload, '').replace(entryTag, bootTag)
}

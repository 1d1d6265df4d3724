// Vike ends each prerendered page with its client entry <script> and a modulepreload for every
// chunk the page needs. Fetched and run during load, those ~115 KB compete with the first
// paint on a slow phone, though the HTML is already complete. This swaps them for the inline
// boot script (renderer/boot.ts), which loads the same entry and chunks when the app is wanted.
import { scriptAttribute } from '../components/integrations/third-party-scripts.ts'

const entryScript = /<script src="([^"]+)" type="module" async><\/script>/g
const modulePreload = /\s*<link rel="modulepreload" href="([^"]+)"[^>]*>/g

const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

export interface BootScriptTag {
  /** The compiled boot script. */
  code: string
  /** The chunk holding the widget registry (components/integrations/third-party-scripts.ts). */
  widgetRegistrySrc: string
}

/** Returns the page with its app scripts deferred behind the boot script; throws if Vike's markup is not as expected. */
export function deferAppScripts(html: string, boot: BootScriptTag, file: string): string {
  const entries = [...html.matchAll(entryScript)]
  const [entryTag, entrySrc] = entries[0] ?? []
  if (entries.length !== 1 || !entryTag || !entrySrc) {
    throw new Error(`${file}: expected one Vike entry <script type="module" async>, found ${entries.length}`)
  }
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href)
  const attributes = {
    'data-app-entry': entrySrc,
    'data-app-preloads': preloads.join(' '),
    // Only a page with a widget panel starts the registry before the app loads.
    ...(html.includes(`${scriptAttribute}=`) ? { 'data-widget-registry': boot.widgetRegistrySrc } : {}),
  }
  const bootTag = `<script type="module" ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}>${boot.code}</script>`
  // A function, so that `$` in the script is not read as a replacement pattern.
  return html.replace(modulePreload, '').replace(entryTag, () => bootTag)
}

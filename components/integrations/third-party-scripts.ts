// The chat and reviews providers' scripts, shared by the inline script that starts a page's
// widgets before the app loads (renderer/start-third-parties.ts) and the React components that
// show their status and stop them when the visitor moves on. Each has its own copy of this
// module, so the list of what is running lives on the window, where both find it.
import { recordAddedNodes } from './added-nodes.ts'

export type ScriptStatus = 'loading' | 'ready' | 'failed'

/** A provider's script and the data attributes it reads its settings from. */
export interface ThirdPartyScript {
  src: string
  dataset: Record<string, string>
}

/** The attribute on a widget's panel that declares its provider's script, as JSON. */
export const scriptAttribute = 'data-third-party-script'

interface Registry {
  statuses: Map<string, ScriptStatus>
  stoppers: Map<string, () => void>
  listeners: Set<() => void>
}
const registryKey = Symbol.for('pellet-flush.third-party-scripts')
const { statuses, stoppers, listeners } = ((globalThis as typeof globalThis & { [registryKey]?: Registry })[registryKey] ??= {
  statuses: new Map(),
  stoppers: new Map(),
  listeners: new Set(),
})

const setStatus = (src: string, status: ScriptStatus) => {
  statuses.set(src, status)
  listeners.forEach((listener) => listener())
}

/**
 * Adds the script unless it is already running. Everything it adds to the page is recorded,
 * so stopping leaves no trace; a load failure becomes a status, never an uncaught error.
 */
export function startThirdPartyScript({ src, dataset }: ThirdPartyScript): void {
  if (stoppers.has(src)) return
  const removeAddedNodes = recordAddedNodes()
  const script = document.createElement('script')
  script.src = src
  script.async = true
  Object.assign(script.dataset, dataset)
  script.addEventListener('load', () => setStatus(src, 'ready'))
  script.addEventListener('error', () => setStatus(src, 'failed'))
  stoppers.set(src, removeAddedNodes)
  setStatus(src, 'loading')
  document.body.append(script)
}

/** Removes the script and everything it added. */
export function stopThirdPartyScript(src: string): void {
  stoppers.get(src)?.()
  stoppers.delete(src)
  statuses.delete(src)
}

export const scriptStatus = (src: string): ScriptStatus => statuses.get(src) ?? 'loading'

export function onScriptStatusChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string')

const parseDeclaration = (json: string): ThirdPartyScript | undefined => {
  const value: unknown = JSON.parse(json)
  if (typeof value !== 'object' || value === null || !('src' in value) || !('dataset' in value)) return undefined
  const { src, dataset } = value
  return typeof src === 'string' && isStringRecord(dataset) ? { src, dataset } : undefined
}

/** Starts the scripts the prerendered page declares on its widget panels, those `allowed` lets through. */
export function startDeclaredScripts(allowed: (panel: Element) => boolean): void {
  for (const panel of document.querySelectorAll(`[${scriptAttribute}]`)) {
    if (!allowed(panel)) continue
    const declaration = parseDeclaration(panel.getAttribute(scriptAttribute) ?? '')
    if (declaration) startThirdPartyScript(declaration)
  }
}

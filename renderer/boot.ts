// The only script a prerendered page runs as it opens, inlined by the build in place of Vike's
// entry (build/defer-app-scripts.ts), so it costs no request before the first paint. Every page
// is complete HTML: the app (React, client routing) is an enhancement, and loads on the
// visitor's first interaction instead of competing with the first paint on a slow phone.
// Widgets and the booking calendar, the point of their pages, start as soon as the page is on
// screen. Its imports are bundled into it (build/boot-script.ts): keep them small and free of React.
import { fillFrameSlot, frameSlotSelector } from '../components/integrations/frame-slot.ts'
import type * as WidgetRegistry from '../components/integrations/third-party-scripts.ts'

/** Signs of a visitor about to act: touching, pointing, typing or scrolling with a wheel. */
const firstInteraction = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const

const warn = (what: string) => (error: unknown) => console.warn(`${what}; the page works without it.`, error)

function loadApp({ appEntry, appPreloads = '' }: DOMStringMap): void {
  for (const href of appPreloads.split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  if (appEntry) import(/* @vite-ignore */ appEntry).catch(warn('The site script could not load'))
}

/**
 * Runs once the page has loaded, its largest content is on screen and the browser has nothing
 * more urgent to do. Safari reports no largest paint and has no requestIdleCallback: there, a
 * frame after load and a short timeout are the nearest equivalents.
 */
function afterFirstPaint(callback: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 50))
  const afterLoad = (next: () => void) => (document.readyState === 'complete' ? next() : addEventListener('load', next, { once: true }))
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    return afterLoad(() => requestAnimationFrame(whenIdle))
  }
  const largestPaint = new PerformanceObserver(() => {
    largestPaint.disconnect()
    afterLoad(whenIdle)
  })
  largestPaint.observe({ type: 'largest-contentful-paint', buffered: true })
}

/** Third parties wait until the page is on screen, so they never delay what the visitor came to read. */
function startThirdParties({ widgetRegistry }: DOMStringMap): void {
  // The app may have created a frame already, if the visitor was quicker.
  document.querySelectorAll<HTMLElement>(frameSlotSelector).forEach(fillFrameSlot)
  // Given only to pages with a widget panel (build/defer-app-scripts.ts).
  if (!widgetRegistry) return
  const registry: Promise<typeof WidgetRegistry> = import(/* @vite-ignore */ widgetRegistry)
  registry.then(({ startDeclaredScripts }) => startDeclaredScripts()).catch(warn('A widget could not start'))
}

function boot(): void {
  const settings = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset
  if (!settings) return
  afterFirstPaint(() => startThirdParties(settings))

  if (document.body.dataset.hydrate === 'on-load') return loadApp(settings)
  const controller = new AbortController()
  const onFirstInteraction = () => {
    controller.abort()
    loadApp(settings)
  }
  for (const type of firstInteraction) {
    addEventListener(type, onFirstInteraction, { passive: true, capture: true, signal: controller.signal })
  }
}

boot()

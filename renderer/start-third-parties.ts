// Inlined by the renderer into pages with a chat, reviews or booking panel: starts the providers
// once the page is on screen, before and without the app, so they never delay what the visitor
// came to read. A provider that must ask first (THIRD_PARTY_CONSENT=ask) starts only once
// allowed, now or on an earlier visit. Compiled with its imports by
// vite-plugins/inline-scripts.ts: keep it free of React.
import { mayStart, providerOfLoadButton, reflectConsent, setConsent } from '../components/integrations/consent.ts'
import { fillFrameSlot, frameSlotSelector } from '../components/integrations/frame-slot.ts'
import { startDeclaredScripts } from '../components/integrations/third-party-scripts.ts'

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

function startAllowedProviders(): void {
  // The app may have created a frame already, if the visitor was quicker.
  document.querySelectorAll<HTMLElement>(frameSlotSelector).forEach((slot) => mayStart(slot) && fillFrameSlot(slot))
  startDeclaredScripts(mayStart)
}

reflectConsent()
afterFirstPaint(startAllowedProviders)
// "Load the chat" pressed before the app has arrived still loads it.
addEventListener('click', (event) => {
  const provider = event.target instanceof Element ? providerOfLoadButton(event.target) : undefined
  if (!provider) return
  setConsent(provider, true)
  startAllowedProviders()
})

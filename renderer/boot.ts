// The one script every prerendered page runs as it opens, inlined by the renderer so it costs
// no request before the first paint. Every page is complete HTML: the app (React, Vike's client
// routing) is an enhancement. The renderer has Vike write the app's script tags into an inert
// <template> (see +onRenderHtml.tsx); this script puts them into the page on the visitor's first
// interaction, instead of letting ~115 KB compete with the first paint on a slow phone.
// Compiled with its imports by vite-plugins/inline-scripts.ts: keep it small and free of React.
import { appScriptsTemplateId } from './app-scripts.ts'

/**
 * Signs of a visitor about to act: touching, pointing, typing or scrolling with a wheel, or a
 * field taking the focus without any of those (a screen reader moving through a form).
 */
const firstInteraction = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'] as const

/** Moves the app's script tags out of the template, which makes the browser fetch and run them. */
function startApp(): void {
  const template = document.getElementById(appScriptsTemplateId)
  if (template instanceof HTMLTemplateElement) document.body.append(template.content)
}

function boot(): void {
  if (document.body.dataset.hydrate === 'on-load') return startApp()
  const controller = new AbortController()
  const onFirstInteraction = () => {
    controller.abort()
    startApp()
  }
  for (const type of firstInteraction) {
    addEventListener(type, onFirstInteraction, { passive: true, capture: true, signal: controller.signal })
  }
}

boot()

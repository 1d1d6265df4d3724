// The only script a prerendered page loads as it opens (build/defer-app-scripts.ts puts it in
// place of Vike's entry). Every page is complete HTML, so the app (React and client routing)
// is an enhancement: it loads on the visitor's first interaction instead of competing with the
// first paint on a slow phone. A widget, the point of its page, starts at once.
import { startDeclaredScripts } from '../components/integrations/third-party-scripts'

/** Signs of a visitor about to act: touching, pointing, typing or scrolling with a wheel. */
const firstInteraction = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const

function loadApp(entry: string, preloads: string[]): void {
  for (const href of preloads) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    // Nothing is lost: links, the menu and the phone number work without the app.
    console.warn('The site script could not load; the page works without it.', error)
  })
}

function boot(): void {
  const bootScript = document.querySelector<HTMLScriptElement>('script[data-app-entry]')
  const entry = bootScript?.dataset.appEntry
  if (!bootScript || !entry) return
  const preloads = (bootScript.dataset.appPreloads ?? '').split(' ').filter(Boolean)
  startDeclaredScripts()

  if (document.body.dataset.hydrate === 'on-load') return loadApp(entry, preloads)
  const controller = new AbortController()
  const onFirstInteraction = () => {
    controller.abort()
    loadApp(entry, preloads)
  }
  for (const type of firstInteraction) {
    addEventListener(type, onFirstInteraction, { once: true, passive: true, capture: true, signal: controller.signal })
  }
}

boot()

// https://vike.dev/onRenderClient: hydrates the prerendered HTML, then renders on client navigation.
import { startTransition, type ErrorInfo } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { OnRenderClientSync } from 'vike/types'
import { pageJsonLdId, serializeJsonLd, webPageNode } from './json-ld.ts'
import { createEmotionCache, PageShell } from './PageShell.tsx'

const emotionCache = createEmotionCache()
let root: Root | undefined

/**
 * An error no error boundary caught: logged with the components it happened in, as vike-react
 * does, since the message alone rarely says where.
 */
function onUncaughtError(error: unknown, errorInfo: ErrorInfo): void {
  if (error instanceof Error && errorInfo.componentStack) Object.assign(error, { componentStack: errorInfo.componentStack })
  console.error(error, errorInfo.componentStack ?? '')
}

export const onRenderClient: OnRenderClientSync = (pageContext): ReturnType<OnRenderClientSync> => {
  const container = document.getElementById('root')
  if (!container) throw new Error('The prerendered page has no #root element')
  const page = <PageShell pageContext={pageContext} emotionCache={emotionCache} />

  if (!root) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page: taps and scrolling stay responsive.
    startTransition(() => {
      root = hydrateRoot(container, page, { onUncaughtError })
    })
    return
  }
  root.render(page)
  // react-head keeps the head tags current; the page's own JSON-LD node follows too.
  const pageJsonLd = document.getElementById(pageJsonLdId)
  const node = pageContext.pageHead ? webPageNode(pageContext.pageHead) : null
  if (pageJsonLd) pageJsonLd.textContent = node ? serializeJsonLd(node) : '{}'
}

// Stand-ins for the chat and reviews providers and the booking calendar, served in place of the
// real ones (no network reaches a provider in the tests): working widgets, as a slow connection brings them.
import type { Page } from '@playwright/test'
import { isOwnOrigin, siteConfig } from './site.ts'

/** Stands in for the chat provider: draws into its container and, like real widgets, adds a launcher and styles. */
const chatWidgetStub = `{
  const script = document.currentScript
  const panel = document.createElement('div')
  panel.className = 'stub-chat-panel'
  panel.style.height = '900px'
  panel.textContent = 'Chat widget for project ' + script.dataset.projectId
  document.getElementById(script.dataset.container).append(panel)
  const launcher = document.createElement('div')
  launcher.className = 'stub-chat-launcher'
  document.body.append(launcher)
  const style = document.createElement('style')
  style.className = 'stub-chat-style'
  document.head.append(style)
}`

/** Stands in for the reviews provider: a widget taller than the space kept for it. */
const reviewsWidgetStub = `{
  const widget = document.createElement('div')
  widget.style.height = '1200px'
  widget.textContent = 'Reviews widget'
  document.getElementById(${JSON.stringify(siteConfig.reviews.widgetId)}).append(widget)
}`

/** Answers third-party requests with working widgets, after a delay, as on a slow connection. */
export async function serveWorkingWidgets(page: Page, delayMs = 300): Promise<void> {
  await page.route(
    (url) => !isOwnOrigin(url),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      const url = route.request().url()
      const body = url === siteConfig.chat.scriptUrl ? chatWidgetStub : url === siteConfig.reviews.scriptUrl ? reviewsWidgetStub : null
      if (body !== null) return route.fulfill({ contentType: 'text/javascript', body })
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Booking</title><div style="height:3000px">Calendar</div>`,
      })
    },
  )
}

// https://vike.dev/onRenderHtml: renders each page to static HTML at build time, with its
// head tags, the Emotion styles it uses inlined as critical CSS, and its JSON-LD.
import createEmotionServer from '@emotion/server/create-instance'
import { cloneElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlSync } from 'vike/types'
import { createEmotionCache } from './emotion-cache.ts'
import { faviconHref } from './favicon.ts'
import { PageShell } from './PageShell.tsx'
import { themeColor } from '../components/theme/theme.ts'

export const onRenderHtml: OnRenderHtmlSync = (pageContext): ReturnType<OnRenderHtmlSync> => {
  const emotionCache = createEmotionCache()
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache)
  const headTags: ReactElement<unknown>[] = []

  const pageHtml = renderToString(<PageShell pageContext={pageContext} emotionCache={emotionCache} headTags={headTags} />)
  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(pageHtml))
  const headHtml = renderToString(<>{headTags.map((tag, index) => cloneElement(tag, { key: index }))}</>)
  const jsonLd = pageContext.pageHead?.jsonLd ?? '{}'

  return escapeInject`<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${themeColor}">
    <link rel="icon" href="${faviconHref}" type="image/svg+xml">
    ${dangerouslySkipEscape(headHtml)}
    ${dangerouslySkipEscape(styleTags)}
    <script type="application/ld+json" id="structured-data">${dangerouslySkipEscape(jsonLd)}</script>
  </head>
  <body data-hydrate="${pageContext.config.hydrate ?? 'on-interaction'}">
    <div id="root">${dangerouslySkipEscape(pageHtml)}</div>
  </body>
</html>`
}

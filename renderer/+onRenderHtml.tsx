// https://vike.dev/onRenderHtml: renders each page to static HTML at build time, with its head
// tags, the Emotion styles it uses inlined as critical CSS, its JSON-LD, and the inline scripts.
import createEmotionServer from '@emotion/server/create-instance'
import { cloneElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlSync } from 'vike/types'
import { frameSlotAttribute } from '../components/integrations/frame-slot.ts'
import { scriptAttribute } from '../components/integrations/third-party-scripts.ts'
import { themeColor } from '../components/theme/theme.ts'
import { appScriptsTemplateId, vikeScriptsPlaceholder } from './app-scripts.ts'
import { articleNode } from './json-ld-article.ts'
import { pageJsonLdId, serializeJsonLd, webPageNode } from './json-ld.ts'
import { enquiryFormId } from '../enquiry/fields.ts'
import { createEmotionCache, PageShell } from './PageShell.tsx'
import { businessNode } from './structured-data.ts'
import faviconSvg from '../public/favicon.svg?raw'

// The icon travels inside every page as a data: URI, so nothing but the page itself is
// requested before the first paint. public/favicon.svg stays the source, and is still served.
const faviconHref = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`

/** The inline scripts, compiled once per build by vite.config.ts; null in development, where Vike's own scripts run. */
declare const __INLINE_SCRIPTS__: { boot: string; startThirdParties: string; prefillEnquiry: string } | null

const jsonLdScript = (id: string, data: object | null) =>
  data ? `<script type="application/ld+json" id="${id}">${serializeJsonLd(data)}</script>` : ''

/**
 * The app's script tags wait in an inert template until boot.ts wants them; a page with a
 * provider's panel also starts it once the page is on screen, and the page with the enquiry form
 * fills it from the address and the visitor's draft.
 */
function inlineScripts(pageHtml: string): string {
  if (!__INLINE_SCRIPTS__) return ''
  const { boot, startThirdParties, prefillEnquiry } = __INLINE_SCRIPTS__
  const hasThirdParties = pageHtml.includes(`${scriptAttribute}=`) || pageHtml.includes(`${frameSlotAttribute}=`)
  const hasEnquiryForm = pageHtml.includes(`id="${enquiryFormId}"`)
  return [
    `<template id="${appScriptsTemplateId}">${vikeScriptsPlaceholder}</template>`,
    hasEnquiryForm ? `<script type="module">${prefillEnquiry}</script>` : '',
    `<script type="module">${boot}</script>`,
    hasThirdParties ? `<script type="module">${startThirdParties}</script>` : '',
  ].join('')
}

export const onRenderHtml: OnRenderHtmlSync = (pageContext): ReturnType<OnRenderHtmlSync> => {
  const emotionCache = createEmotionCache()
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache)
  const headTags: ReactElement<unknown>[] = []

  const pageHtml = renderToString(<PageShell pageContext={pageContext} emotionCache={emotionCache} headTags={headTags} />)
  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(pageHtml))
  const headHtml = renderToString(<>{headTags.map((tag, index) => cloneElement(tag, { key: index }))}</>)
  const pageHead = pageContext.pageHead
  const jsonLd =
    jsonLdScript('business-data', businessNode()) +
    jsonLdScript(pageJsonLdId, pageHead ? webPageNode(pageHead, articleNode(pageHead)) : null)

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${themeColor}">
    <link rel="icon" href="${faviconHref}" type="image/svg+xml">
    ${dangerouslySkipEscape(headHtml)}
    ${dangerouslySkipEscape(styleTags)}
    ${dangerouslySkipEscape(jsonLd)}
  </head>
  <body data-hydrate="${pageContext.config.hydrate ?? 'on-interaction'}">
    <div id="root">${dangerouslySkipEscape(pageHtml)}</div>
    ${dangerouslySkipEscape(inlineScripts(pageHtml))}
  </body>
</html>`
  return { documentHtml }
}

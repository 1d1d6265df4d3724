import createCache from '@emotion/cache'
import { CacheProvider, type EmotionCache } from '@emotion/react'
import { StrictMode, type ReactElement } from 'react'
import { HeadProvider } from 'react-head'
import type { PageContext } from 'vike/types'
import { Layout } from '../components/layout/Layout.tsx'
import { GlobalStyles } from '../components/theme/GlobalStyles.tsx'
import { SeoHead } from './SeoHead.tsx'
import { PageContextProvider } from '../hooks/page-context.tsx'

// One key on server and client, so hydration adopts the styles the server extracted. One letter:
// it starts every class name in the page, and 'css' cost the heaviest pages ~30 bytes gzip of their first flight.
const emotionCacheKey = 'c'
// No stylis plugins: the default one adds -webkit-/-ms- copies of flex, grid and more that every
// browser the site supports has long done without, about a quarter of the critical CSS. The few
// prefixes still needed are written by hand (GlobalStyles).
export const createEmotionCache = () => createCache({ key: emotionCacheKey, stylisPlugins: [] })

interface PageShellProps {
  pageContext: PageContext
  emotionCache: EmotionCache
  /** Given on the server, where react-head collects the tags for the HTML head. */
  headTags?: ReactElement<unknown>[]
}

export function PageShell({ pageContext, emotionCache, headTags }: PageShellProps) {
  const { Page } = pageContext
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <PageContextProvider pageContext={pageContext}>
          <GlobalStyles />
          {/* react-head's provider changes its context as the head tags mount in the browser. Around
              the page, that change would make React hydrate every part of it at once, blocking taps;
              around the head tags alone, the page's parts hydrate one by one (see Layout). */}
          <HeadProvider headTags={headTags}>
            <SeoHead />
          </HeadProvider>
          <Layout>{Page ? <Page /> : null}</Layout>
        </PageContextProvider>
      </CacheProvider>
    </StrictMode>
  )
}

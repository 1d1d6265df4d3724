import { CacheProvider, type EmotionCache } from '@emotion/react'
import { StrictMode, type ReactElement } from 'react'
import { HeadProvider } from 'react-head'
import type { PageContext } from 'vike/types'
import { Layout } from '../components/layout/Layout.tsx'
import { GlobalStyles } from '../components/theme/GlobalStyles.tsx'
import { SeoHead } from './SeoHead.tsx'
import { PageContextProvider } from '../hooks/usePageContext.tsx'

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
        <HeadProvider headTags={headTags}>
          <PageContextProvider pageContext={pageContext}>
            <GlobalStyles />
            <SeoHead />
            <Layout>{Page ? <Page /> : null}</Layout>
          </PageContextProvider>
        </HeadProvider>
      </CacheProvider>
    </StrictMode>
  )
}

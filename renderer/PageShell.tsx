import { CacheProvider, type EmotionCache } from '@emotion/react'
import { StrictMode, type ReactElement } from 'react'
import { HeadProvider } from 'react-head'
import type { PageContext } from 'vike/types'
import { Layout } from '../components/layout/Layout'
import { GlobalStyles } from '../components/theme/GlobalStyles'
import { SeoHead } from './SeoHead'
import { PageContextProvider } from './usePageContext'

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

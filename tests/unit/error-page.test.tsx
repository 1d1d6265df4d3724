import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import ErrorPage from '../../pages/_error/+Page.tsx'
import { PageContextProvider } from '../../hooks/usePageContext.tsx'

const render = (context: Partial<PageContext>) =>
  renderToString(
    <PageContextProvider pageContext={context as PageContext}>
      <ErrorPage />
    </PageContextProvider>,
  )

describe('error page', () => {
  it('shows the 404 page of spec §8 for unknown paths', () => {
    const html = render({ is404: true })
    expect(html).toContain('404')
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('href="/"')
  })

  it('shows Unexpected Application Error! with the status and message for other errors', () => {
    const html = render({ is404: false, abortStatusCode: 500, abortReason: 'The booking service timed out.' })
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('500')
    expect(html).toContain('The booking service timed out.')
  })

  it('falls back to a plain message when the error has none', () => {
    expect(render({ is404: false })).toContain('Something went wrong while loading this page.')
  })
})

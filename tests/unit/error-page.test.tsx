import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { PageContextProvider } from '../../hooks/page-context.tsx'
import ErrorPage from '../../pages/_error/+Page.tsx'
import { errorPagesCopy as errorPages, navigation } from '../../data/content.ts'
import { routes } from '../../data/routes.ts'

const render = (context: Partial<PageContext>) =>
  renderToString(
    <PageContextProvider pageContext={context as PageContext}>
      <ErrorPage />
    </PageContextProvider>,
  )

describe('error page', () => {
  it('shows 404 and the not-found heading, with the way home, for unknown paths', () => {
    const html = render({ is404: true })
    expect(html).toContain('>404<')
    expect(html).toContain(errorPages.notFound.heading)
    expect(html).toContain('href="/"')
    for (const { href } of navigation.main) expect(html).toContain(`href="${href}"`)
    expect(html).toContain(`href="${routes.enquiry}"`)
  })

  it('shows the error heading with the status and the reason for other errors', () => {
    const html = render({ is404: false, abortStatusCode: 503, abortReason: 'The booking service timed out.' })
    expect(html).toContain(errorPages.failure.heading)
    expect(html).toContain('>503<')
    expect(html).toContain('The booking service timed out.')
  })

  it('falls back to a plain reason when the error has none', () => {
    expect(render({ is404: false })).toContain(errorPages.failure.unknownReason)
  })
})

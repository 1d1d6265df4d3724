import styled from '@emotion/styled'
import { Home } from 'lucide-react'
import { useEffect } from 'react'
import { EnquiryLink } from '../../components/enquiry/EnquiryLink.tsx'
import { colors } from '../../components/theme/theme.ts'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { CallButton } from '../../components/ui/CallButton.tsx'
import { errorPagesCopy as copy } from '../../data/copy/error-pages.ts'
import { usePageContext } from '../../hooks/usePageContext.tsx'
import { routes } from '../../data/routes.ts'

const Panel = styled(Container)`
  padding-top: clamp(3rem, 10vw, 6rem);
  padding-bottom: clamp(3rem, 10vw, 6rem);
  text-align: center;
  p {
    max-width: 48ch;
    margin-left: auto;
    margin-right: auto;
  }
`
const Actions = styled(ButtonRow)`
  justify-content: center;
`
const Code = styled.p<{ small?: boolean }>`
  font-size: ${({ small }) => (small ? '3rem' : 'clamp(4rem, 18vw, 7rem)')};
  font-weight: 800;
  color: ${colors.navy};
  line-height: 1;
  margin-bottom: 0.5rem;
`

function NotFound() {
  useEffect(() => {
    // One static 404.html serves every unknown path, so the path is read in the browser.
    console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname)
  }, [])
  return (
    <Panel>
      <Code>404</Code>
      <h1>{copy.notFound.heading}</h1>
      <p>{copy.notFound.message}</p>
      <Actions>
        <ButtonLink href="/" tone="secondary">
          <Home aria-hidden size={20} />
          {copy.homeLabel}
        </ButtonLink>
        <ButtonLink href={routes.prices} tone="outline">
          {copy.notFound.pricesLabel}
        </ButtonLink>
        <EnquiryLink tone="outline" />
      </Actions>
    </Panel>
  )
}

const statusMessage = (reason: unknown): string => (typeof reason === 'string' ? reason : copy.failure.unknownReason)

function UnexpectedError() {
  const { abortStatusCode, abortReason } = usePageContext()
  return (
    <Panel>
      <h1>{copy.failure.heading}</h1>
      <Code small>{abortStatusCode ?? 500}</Code>
      <p>{statusMessage(abortReason)}</p>
      <p>{copy.failure.message}</p>
      <Actions>
        <ButtonLink href="/" tone="secondary">
          <Home aria-hidden size={20} />
          {copy.homeLabel}
        </ButtonLink>
        <CallButton />
        <EnquiryLink tone="outline" />
      </Actions>
    </Panel>
  )
}

/** https://vike.dev/error-page: the 404 page, and the screen for any other error. */
export default function ErrorPage() {
  const { is404 } = usePageContext()
  return is404 ? <NotFound /> : <UnexpectedError />
}

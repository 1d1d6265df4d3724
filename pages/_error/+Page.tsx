import styled from '@emotion/styled'
import { ChevronRight, Home } from 'lucide-react'
import { useEffect } from 'react'
import { EnquiryLink } from '../../components/enquiry/EnquiryLink.tsx'
import { colors, layout, media } from '../../components/theme/theme.ts'
import { ButtonLink, ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { CallButton } from '../../components/ui/CallButton.tsx'
import { usePageContext } from '../../hooks/page-context.tsx'
import { routes } from '../../data/routes.ts'
import { errorPagesCopy as copy, navigation, siteCopy } from '../../data/content.ts'

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
// On a phone one above the other, each the row's width: side by side the two long labels left the pills no padding.
const Actions = styled(ButtonRow)`
  justify-content: center;
  ${media.phone} {
    flex-direction: column;
    align-items: stretch;
  }
`
/**
 * The main routes as a grid of plain links: somewhere to go on, whatever was looked for. On
 * phones the two columns leave room for the names, not the arrows too.
 */
const Routes = styled.nav`
  margin-top: 3rem;
  h2 {
    font-size: 1.25rem;
  }
  ul {
    list-style: none;
    margin: 1rem auto 0;
    padding: 0;
    max-width: 56rem;
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
    /* On wide screens every row as tall as the tallest, so a name on two lines does not make one row stand out. */
    ${media.tablet} {
      grid-auto-rows: 1fr;
    }
    ${media.phone} {
      grid-template-columns: 1fr 1fr;
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.25rem;
    min-height: 3rem;
    height: 100%;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: ${layout.radius};
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    ${media.phone} {
      font-size: 0.9375rem;
      padding: 0.5rem 0.25rem 0.5rem 0.625rem;
    }
  }
  a:hover {
    background: ${colors.warmGrey};
  }
  svg {
    flex: none;
  }
`
const Code = styled.p<{ $small?: boolean }>`
  font-size: ${({ $small }) => ($small ? '3rem' : 'clamp(4rem, 18vw, 7rem)')};
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
        <ButtonLink href={routes.home}>
          <Home aria-hidden size={20} />
          {siteCopy.buttons.returnHome}
        </ButtonLink>
        <EnquiryLink />
      </Actions>
      <Routes aria-labelledby="routes-heading">
        <h2 id="routes-heading">{copy.notFound.routesHeading}</h2>
        <ul>
          {navigation.main
            .filter(({ href }) => href !== routes.home)
            .map(({ name, href }) => (
              <li key={href}>
                <a href={href}>
                  {name}
                  <ChevronRight aria-hidden size={16} />
                </a>
              </li>
            ))}
        </ul>
      </Routes>
    </Panel>
  )
}

const statusMessage = (reason: unknown): string => (typeof reason === 'string' ? reason : copy.failure.unknownReason)

function UnexpectedError() {
  const { abortStatusCode, abortReason } = usePageContext()
  return (
    <Panel>
      <h1>{copy.failure.heading}</h1>
      <Code $small>{abortStatusCode ?? 500}</Code>
      <p>{statusMessage(abortReason)}</p>
      <p>{copy.failure.message}</p>
      <Actions>
        <ButtonLink href={routes.home}>
          <Home aria-hidden size={20} />
          {siteCopy.buttons.returnHome}
        </ButtonLink>
        <CallButton />
        <EnquiryLink />
      </Actions>
    </Panel>
  )
}

/** https://vike.dev/error-page: the 404 page, and the screen for any other error. */
export default function ErrorPage() {
  const { is404 } = usePageContext()
  return is404 ? <NotFound /> : <UnexpectedError />
}

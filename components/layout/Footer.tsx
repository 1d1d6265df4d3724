import styled from '@emotion/styled'
import { colors } from '../theme/theme.ts'
import { Container } from '../ui/Container.tsx'
import { StaticContent } from '../ui/StaticContent.tsx'
import { FooterContent } from './FooterContent.tsx'

const Band = styled.footer`
  background: ${colors.navyDark};
  color: ${colors.white};
  padding: 3rem 0 1.5rem;
  margin-top: 0;
  a {
    color: ${colors.white};
  }
  a:focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  h2 {
    color: ${colors.white};
    font-size: 1.125rem;
    margin-bottom: 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
`
/** The site's footer: the same on every page, so its content is sent once, as HTML (StaticContent). */
export function Footer() {
  return (
    <Band>
      <Container>
        <StaticContent id="footer-content" onEveryPage>
          {import.meta.env.SSR && <FooterContent />}
        </StaticContent>
      </Container>
    </Band>
  )
}

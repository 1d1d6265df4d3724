import styled from '@emotion/styled'
import { buildDate, siteConfig } from '../../config/site-config.ts'
import type { Navigation } from '../../data/schemas.ts'
import { colors, media } from '../theme/theme.ts'
import { Container } from '../ui/Container.tsx'
import { business } from '../../data/facts.ts'
import { navigation, openingHoursLines, siteCopy, registeredDetails, tradingAs } from '../../data/content.ts'

const Band = styled.footer`
  background: ${colors.navyDark};
  color: ${colors.white};
  padding: 1.5rem 0 1rem;
  margin-top: 0;
  font-size: 0.9375rem;
  line-height: 1.5;
  ${media.tablet} {
    padding-top: 2.5rem;
    font-size: 1rem;
  }
  a {
    color: ${colors.white};
  }
  a:focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  h2 {
    color: ${colors.white};
    font-size: 1rem;
    margin-bottom: 0.5rem;
  }
  p {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.375rem;
  }
`
/** On phones the short quick links share two columns, so the footer stays short. */
const QuickLinks = styled.nav`
  ${media.phone} {
    ul {
      grid-template-columns: 1fr 1fr;
      column-gap: 1rem;
    }
  }
`
const Columns = styled.div`
  display: grid;
  gap: 1.25rem;
  ${media.tablet} {
    gap: 2rem;
    grid-template-columns: 2fr 1fr 1.4fr;
  }
`
const Legal = styled.div`
  margin-top: 1.25rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.onNavyLine};
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  justify-content: space-between;
  font-size: 0.875rem;
  /* 1 rem apart: on most phones the three legal links share one line. */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }
`
const CompanyDetails = styled.p`
  max-width: 75ch;
  margin: 0;
`

/** One footer list of links (the quick links, the legal pages). */
function LinkList({ links }: { links: Navigation['legal'] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.name}</a>
        </li>
      ))}
    </ul>
  )
}

/** The site's footer, the same on every page: the business, links, contact details and the company's registered details. */
export function Footer() {
  return (
    <Band>
      <Container>
        <Columns>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">{business.name}</h2>
            <p>{business.description}</p>
          </section>
          <QuickLinks aria-labelledby="footer-links">
            <h2 id="footer-links">{siteCopy.footer.quickLinksHeading}</h2>
            <LinkList links={navigation.footerQuickLinks} />
          </QuickLinks>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{siteCopy.footer.contactHeading}</h2>
            <ul>
              <li>
                {`${siteCopy.footer.phoneLabel} `}
                <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
              </li>
              <li>
                {`${siteCopy.footer.emailLabel} `}
                <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
              </li>
              {openingHoursLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </Columns>
        <Legal>
          <CompanyDetails>{`© ${buildDate.getFullYear()} ${siteConfig.company.name}. ${tradingAs} ${registeredDetails}`}</CompanyDetails>
          <nav aria-label={siteCopy.footer.legalLinksLabel}>
            <LinkList links={navigation.legal} />
          </nav>
        </Legal>
      </Container>
    </Band>
  )
}

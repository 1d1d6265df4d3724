// A Markdown document (pages/document/+data.ts): a guide, with what it covers, what it costs and
// where to go next beside it (components/guides/GuideArticle.tsx); or a legal document, plain: numbered sections with
// each opening in place. The cookie policy ends with the choices about providers, which work in the app.
// The bodies' HTML is rendered from Markdown at build time by marked; raw HTML is refused by the
// content check.
import styled from '@emotion/styled'
import { useEffect } from 'react'
import { GuideArticle } from '../../components/guides/GuideArticle.tsx'
import { ConsentSettings } from '../../components/integrations/ConsentSettings.tsx'
import { colors, layout, media } from '../../components/theme/theme.ts'
import { CallButton } from '../../components/ui/CallButton.tsx'
import { cardSurface } from '../../components/ui/shared-styles.ts'
import { siteConfig } from '../../config/site-config.ts'
import { navigation, openingHoursLines } from '../../data/content.ts'
import { Container, Readable } from '../../components/ui/Container.tsx'
import { Disclosure } from '../../components/ui/Disclosure.tsx'
import { ProseArticle } from '../../components/ui/ProseArticle.tsx'
import { cancellationRightsSectionId } from '../../data/legal/shared.ts'
import { routes } from '../../data/routes.ts'
import { useData } from '../../hooks/page-context.tsx'
import type { DocumentData } from './+data.ts'

type Data<Key extends string> = Extract<DocumentData, Record<Key, unknown>>

/** From two-column widths the sections keep their measure, with whom to ask beside them. */
const LegalArticle = styled(ProseArticle)`
  ${media.twoColumns} {
    display: grid;
    grid-template-columns: minmax(0, ${layout.readableWidth}) minmax(16rem, 20rem);
    justify-content: space-between;
    align-items: start;
    column-gap: 2.5rem;
  }
  ol {
    padding-left: 1.25rem;
  }
  details {
    border-bottom: 1px solid ${colors.border};
  }
  summary h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  details > div {
    padding-bottom: 0.5rem;
  }
  /* A text to copy, such as the model cancellation form (a quotation in the Markdown). */
  blockquote {
    border: 2px dashed ${colors.border};
    border-radius: ${layout.radius};
    padding: 1rem 1.25rem;
    margin: 1rem 0;
  }
  blockquote h3 {
    font-size: 1.125rem;
  }
`
const Dated = styled.p`
  color: ${colors.muted};
`
/**
 * Wide screens only, in the column the sections leave empty, in view as the visitor reads: the
 * number and email for a question about the document, and the other documents. A phone has both
 * in the footer just below the short list of sections.
 */
const Aside = styled.aside`
  display: none;
  ${media.twoColumns} {
    display: block;
  }
  ${cardSurface}
  background: ${colors.navyWash};
  padding: 1.25rem;
  position: sticky;
  top: 9rem;
  margin-top: 0.5rem;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  h2 + ul {
    margin: 0;
  }
  p {
    margin: 0 0 1rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0.75rem 0 1.5rem;
    display: grid;
    gap: 0.35rem;
    font-size: 0.9375rem;
  }
`

/** Whom to ask about the document, and the other legal documents (`path` is this one's). */
function LegalAside({ copy, path }: Pick<Data<'legal'>, 'copy'> & { path: string }) {
  return (
    <Aside aria-labelledby="legal-questions-heading">
      <h2 id="legal-questions-heading">{copy.questionsHeading}</h2>
      <p>{copy.questionsText}</p>
      <CallButton tone="secondary" />
      <ul>
        <li>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        </li>
        {openingHoursLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{copy.otherDocumentsHeading}</h2>
      <ul>
        {navigation.legal
          .filter((link) => link.href !== path)
          .map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.name}</a>
            </li>
          ))}
      </ul>
    </Aside>
  )
}

/**
 * Opens the section a link points into. A browser opens it by itself on a fresh load; client
 * navigation only scrolls, so the app opens it here too.
 */
function useOpenLinkedSection() {
  useEffect(() => {
    const open = () =>
      document
        .getElementById(decodeURIComponent(location.hash.slice(1)))
        ?.closest('details')
        ?.setAttribute('open', '')
    open()
    addEventListener('hashchange', open)
    return () => removeEventListener('hashchange', open)
  }, [])
}

/**
 * Each numbered section opens in place, so a phone shows the whole document as its list of
 * headings; the cancellation rights, a duty the law sets, start open.
 */
function Legal({ legal: { title, intro, sections, path }, copy, updated }: Data<'legal'>) {
  useOpenLinkedSection()
  return (
    <LegalArticle>
      <Readable>
        <h1>{title}</h1>
        <Dated>
          {copy.lastUpdated} <time dateTime={updated.iso}>{updated.text}</time>
        </Dated>
        <p>{intro}</p>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={`${section.id}-heading`}>
            <Disclosure $indent="0" open={section.id === cancellationRightsSectionId}>
              <summary>
                <h2 id={`${section.id}-heading`}>
                  {index + 1}. {section.heading}
                </h2>
              </summary>
              <div id={section.id} dangerouslySetInnerHTML={{ __html: section.html }} />
            </Disclosure>
          </section>
        ))}
      </Readable>
      <LegalAside copy={copy} path={path} />
    </LegalArticle>
  )
}

export default function DocumentPage() {
  const data = useData<DocumentData>()
  if ('guide' in data) return <GuideArticle {...data} />
  return (
    <>
      <Legal {...data} />
      {data.legal.path === routes.cookies && (
        <Container>
          <Readable>
            <ConsentSettings />
          </Readable>
        </Container>
      )}
    </>
  )
}

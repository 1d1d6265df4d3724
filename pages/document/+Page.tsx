// A Markdown document (pages/document/+data.ts): a guide, with what it covers, what it costs and
// where to go next beside it (components/guides/GuideArticle.tsx); or a legal document, plain: numbered sections with
// each opening in place. The cookie policy ends with the choices about providers, which work in the app.
// The bodies' HTML is rendered from Markdown at build time by marked; raw HTML is refused by the
// content check.
import styled from '@emotion/styled'
import { useEffect } from 'react'
import { GuideArticle } from '../../components/guides/GuideArticle.tsx'
import { ConsentSettings } from '../../components/integrations/ConsentSettings.tsx'
import { colors, layout } from '../../components/theme/theme.ts'
import { Container, Readable } from '../../components/ui/Container.tsx'
import { Disclosure } from '../../components/ui/Disclosure.tsx'
import { ProseArticle } from '../../components/ui/ProseArticle.tsx'
import { cancellationRightsSectionId } from '../../data/legal/shared.ts'
import { routes } from '../../data/routes.ts'
import { useData } from '../../hooks/page-context.tsx'
import type { DocumentData } from './+data.ts'

type Data<Key extends string> = Extract<DocumentData, Record<Key, unknown>>

const LegalArticle = styled(ProseArticle)`
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
function Legal({ legal: { title, intro, sections }, copy, updated }: Data<'legal'>) {
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

// A Markdown document (pages/document/+data.ts): a guide, with what it covers, what it costs and
// where to go next beside it (components/guides/GuideArticle.tsx); or a legal document, plain: numbered sections with
// a contents list. The cookie policy ends with the choices about providers, which work in the app.
// The bodies' HTML is rendered from Markdown at build time by marked; raw HTML is refused by the
// content check.
import styled from '@emotion/styled'
import { GuideArticle } from '../../components/guides/GuideArticle.tsx'
import { ConsentSettings } from '../../components/integrations/ConsentSettings.tsx'
import { colors, layout } from '../../components/theme/theme.ts'
import { Container, Readable } from '../../components/ui/Container.tsx'
import { ProseArticle } from '../../components/ui/ProseArticle.tsx'
import { routes } from '../../data/routes.ts'
import { useData } from '../../hooks/page-context.tsx'
import type { DocumentData } from './+data.ts'

type Data<Key extends string> = Extract<DocumentData, Record<Key, unknown>>

const LegalArticle = styled(ProseArticle)`
  ol {
    padding-left: 1.25rem;
  }
  nav {
    background: ${colors.warmGrey};
    border-radius: ${layout.radius};
    padding: 1rem 1.25rem;
    margin: 1.5rem 0;
  }
  nav h2 {
    margin-top: 0;
    font-size: 1.125rem;
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

function Legal({ legal: { title, intro, sections }, copy, updated }: Data<'legal'>) {
  return (
    <LegalArticle>
      <Readable>
        <h1>{title}</h1>
        <Dated>
          {copy.lastUpdated} <time dateTime={updated.iso}>{updated.text}</time>
        </Dated>
        <p>{intro}</p>
        <nav aria-labelledby="contents-heading">
          <h2 id="contents-heading">{copy.contentsHeading}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>
              {index + 1}. {section.heading}
            </h2>
            <div dangerouslySetInnerHTML={{ __html: section.html }} />
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

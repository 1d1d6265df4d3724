// A Markdown document (pages/document/+data.ts): a guide, dated, ending with where to go next;
// or a legal document, numbered sections with a contents list. The cookie policy ends with the
// choices about providers, which work in the app. The bodies' HTML is rendered from Markdown at
// build time by marked; raw HTML is refused by the content check.
import styled from '@emotion/styled'
import { ConsentSettings } from '../../components/integrations/ConsentSettings.tsx'
import { colors, layout } from '../../components/theme/theme.ts'
import { Container, Readable } from '../../components/ui/Container.tsx'
import { ProseArticle } from '../../components/ui/ProseArticle.tsx'
import type { GuideLink } from '../../data/guides.schema.ts'
import { routes } from '../../data/routes.ts'
import { useData } from '../../hooks/page-context.tsx'
import type { DocumentData } from './+data.ts'

type Data<Key extends string> = Extract<DocumentData, Record<Key, unknown>>

const GuideArticle = styled(ProseArticle)`
  h3 {
    font-size: 1.125rem;
    margin-top: 1.5rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`
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
const Lead = styled.p`
  font-size: 1.1875rem;
`
const Links = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    background: ${colors.warmGrey};
    border-radius: ${layout.radius};
    padding: 0.875rem 1.125rem;
  }
  a {
    font-weight: 700;
  }
  p {
    margin: 0.25rem 0 0;
  }
`

/** A list of links, each with an optional line saying why to follow it. */
function GuideLinks({ links }: { links: readonly (GuideLink & { text?: string })[] }) {
  return (
    <Links>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
          {link.text && <p>{link.text}</p>}
        </li>
      ))}
    </Links>
  )
}

function Guide({ guide, copy, published, updated }: Data<'guide'>) {
  return (
    <GuideArticle as="article">
      <Readable>
        <h1>{guide.title}</h1>
        <Dated>
          {copy.dates.published} <time dateTime={published.iso}>{published.text}</time>
          {updated && (
            <>
              {` · ${copy.dates.updated} `}
              <time dateTime={updated.iso}>{updated.text}</time>
            </>
          )}
        </Dated>
        <Lead>{guide.summary}</Lead>
        <div dangerouslySetInnerHTML={{ __html: guide.html }} />
        {guide.related.length > 0 && (
          <nav aria-labelledby="read-next">
            <h2 id="read-next">{copy.readNextHeading}</h2>
            <GuideLinks links={guide.related} />
          </nav>
        )}
        <nav aria-labelledby="next-steps">
          <h2 id="next-steps">{copy.nextSteps.heading}</h2>
          <GuideLinks links={copy.nextSteps.links} />
        </nav>
      </Readable>
    </GuideArticle>
  )
}

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
  if ('guide' in data) return <Guide {...data} />
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

import styled from '@emotion/styled'
import { buildDate } from '../../config/build-info.ts'
import { formatLongDate } from '../../data/format.ts'
import type { LegalDocument as LegalDocumentData } from '../../data/legal/documents.ts'
import { colors, layout } from '../theme/theme.ts'
import { usePageContext } from '../../hooks/page-context.tsx'
import { Readable } from '../ui/Container.tsx'
import { ProseArticle } from '../ui/ProseArticle.tsx'
import { sharedSectionsCopy } from '../../data/content.ts'

const Article = styled(ProseArticle)`
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
const Updated = styled.p`
  color: ${colors.muted};
`

const lastUpdated = formatLongDate(buildDate)

/** A legal page: numbered sections with a contents list, dated by the build. The sections' HTML is rendered from Markdown at prerender. */
export function LegalDocument({ document: { title, intro, sections } }: { document: LegalDocumentData }) {
  return (
    <Article>
      <Readable>
        <h1>{title}</h1>
        <Updated>
          {sharedSectionsCopy.legalDocument.lastUpdated} <time dateTime={buildDate.toISOString().slice(0, 10)}>{lastUpdated}</time>
        </Updated>
        <p>{intro}</p>
        <nav aria-labelledby="contents-heading">
          <h2 id="contents-heading">{sharedSectionsCopy.legalDocument.contentsHeading}</h2>
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
    </Article>
  )
}

/** The page's own document, set at prerender by its +onBeforeRender.ts. */
export function PageLegalDocument() {
  const legal = usePageContext().legalDocument
  return legal ? <LegalDocument document={legal} /> : null
}

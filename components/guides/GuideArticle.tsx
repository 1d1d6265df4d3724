import styled from '@emotion/styled'
import type { Guide, GuidesCopy } from '../../data/guides.ts'
import { colors } from '../theme/theme.ts'
import { Readable } from '../ui/Container.tsx'
import { formatLongDate } from '../../data/format.ts'
import { GuideLinks } from './GuideLinks.tsx'
import { ProseArticle } from '../ui/ProseArticle.tsx'

const Article = styled(ProseArticle)`
  h3 {
    font-size: 1.125rem;
    margin-top: 1.5rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`
const Dates = styled.p`
  color: ${colors.muted};
`
const Lead = styled.p`
  font-size: 1.1875rem;
`

/** One guide: its title, dates and summary, the body written in Markdown, then where to go next. */
export function GuideArticle({ guide, copy }: { guide: Guide; copy: GuidesCopy }) {
  return (
    <Article as="article">
      <Readable>
        <h1>{guide.title}</h1>
        <Dates>
          {copy.dates.published} <time dateTime={guide.datePublished}>{formatLongDate(guide.datePublished)}</time>
          {guide.dateModified !== guide.datePublished && (
            <>
              {` · ${copy.dates.updated} `}
              <time dateTime={guide.dateModified}>{formatLongDate(guide.dateModified)}</time>
            </>
          )}
        </Dates>
        <Lead>{guide.summary}</Lead>
        {/* Markdown from content/guides, rendered by marked at prerender; raw HTML is refused by the content check. */}
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
    </Article>
  )
}

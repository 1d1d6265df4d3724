import styled from '@emotion/styled'
import type { Guide, GuidesCopy } from '../../data/guides.ts'
import { colors } from '../theme/theme.ts'
import { cardSurface } from '../ui/card-surface.ts'
import { Readable } from '../ui/Container.tsx'
import { ProseArticle } from '../ui/ProseArticle.tsx'
import { formatLongDate } from '../../data/format.ts'

const List = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  li {
    ${cardSurface}
    padding: 1.25rem 1.375rem;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.35rem;
  }
  time {
    color: ${colors.muted};
  }
  p {
    margin: 0.5rem 0 0;
  }
`

/** Every guide, newest first: title (linked), date and summary. */
export function GuideIndex({ guides, copy }: { guides: readonly Guide[]; copy: GuidesCopy }) {
  return (
    <ProseArticle>
      <Readable>
        <h1>{copy.index.heading}</h1>
        <p>{copy.index.intro}</p>
        <List>
          {guides.map((guide) => (
            <li key={guide.slug}>
              <h2>
                <a href={guide.path}>{guide.title}</a>
              </h2>
              <time dateTime={guide.datePublished}>{formatLongDate(guide.datePublished)}</time>
              <p>{guide.summary}</p>
            </li>
          ))}
        </List>
      </Readable>
    </ProseArticle>
  )
}

import styled from '@emotion/styled'
import type { Guide, GuidesCopy } from '../../data/guides.ts'
import { colors, layout } from '../theme/theme.ts'
import { Container, Readable } from '../ui/Container.tsx'
import { formatGuideDate } from './guide-date.ts'

const Page = styled(Container)`
  padding-top: clamp(2rem, 6vw, 3.5rem);
  padding-bottom: clamp(2.5rem, 7vw, 4.5rem);
`
const List = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  li {
    border: 1px solid ${colors.border};
    border-radius: ${layout.radius};
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
    <Page>
      <Readable>
        <h1>{copy.index.heading}</h1>
        <p>{copy.index.intro}</p>
        <List>
          {guides.map((guide) => (
            <li key={guide.slug}>
              <h2>
                <a href={guide.path}>{guide.title}</a>
              </h2>
              <time dateTime={guide.datePublished}>{formatGuideDate(guide.datePublished)}</time>
              <p>{guide.summary}</p>
            </li>
          ))}
        </List>
      </Readable>
    </Page>
  )
}

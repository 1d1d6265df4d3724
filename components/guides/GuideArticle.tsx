// A guide (content/guides/<slug>.md) as a page: the trail back to the guides, the title and lead,
// its drawing, the text; beside it on wide screens the list of what it covers, then what it costs
// with Book Now and Ask us to call (in one column the list before the drawing, the costs half-way
// through the text); then the guide's further reading and the site's closing band. The body's HTML is rendered
// from Markdown at build time; raw HTML is refused by the content check.
import styled from '@emotion/styled'
import { usePageContext } from '../../hooks/page-context.tsx'
import { EnquiryLink } from '../enquiry/EnquiryLink.tsx'
import { colors, layout, media } from '../theme/theme.ts'
import { PhoneSource } from '../illustrations/ArtworkImage.tsx'
import { PelletFlushDiagram } from '../illustrations/PelletFlushDiagram.tsx'
import { CtaBand } from '../sections/CtaBand.tsx'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { ProseArticle } from '../ui/ProseArticle.tsx'
import { navigation } from '../../data/content.ts'
import { routes } from '../../data/routes.ts'
import type { ShownDate } from '../../data/format.ts'
import type { Guide, GuidesCopy } from '../../data/guides.ts'
import type { GuideLink } from '../../data/guides.schema.ts'

/**
 * One column on phones: the title and lead, what it covers, its drawing, the first half of the text,
 * what it costs, the rest, what to read next; the first screen is words, so the drawing is never what
 * the page waits for. The costs come half-way, not after the text beside the closing band's Book Now
 * (review 24), nor before it, which put the reading 1,850 px down.
 * From two-column widths the text keeps its reading measure and the panel takes the rest, beside it.
 */
const Columns = styled(ProseArticle)`
  display: grid;
  grid-template-areas: 'head' 'contents' 'figure' 'text' 'panel' 'rest' 'related';
  row-gap: 1.5rem;
  ${media.twoColumns} {
    grid-template-columns: minmax(0, ${layout.readableWidth}) minmax(16rem, 20rem);
    grid-template-areas: 'head panel' 'figure panel' 'text panel' 'rest panel' 'related panel';
    grid-template-rows: auto auto auto auto 1fr;
    justify-content: space-between;
    column-gap: 2.5rem;
    row-gap: 0;
  }
  h3 {
    font-size: 1.125rem;
    margin-top: 1.5rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`
const Head = styled.div`
  grid-area: head;
  min-width: 0;
`
/**
 * Half of the text: the half before what it costs, or the rest. A grid item keeps its last
 * paragraph's margin, which would add to the next heading's where the halves meet.
 */
const Text = styled.div<{ $area: 'text' | 'rest' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  & > :last-child {
    margin-bottom: 0;
  }
`
/** Where the guide sits: the home page, then the guides' index. */
const Breadcrumb = styled.nav`
  font-size: 0.9375rem;
  margin-bottom: 0.5rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: 0;
  }
  li + li::before {
    content: '›';
    padding: 0 0.5rem;
    color: ${colors.muted};
  }
`
const Byline = styled.p`
  color: ${colors.muted};
  font-size: 0.9375rem;
`
const Lead = styled.p`
  font-size: 1.1875rem;
`
/**
 * The guide's drawing (its \`art\`), where a photo will go: the text's width, on the band colour.
 * On phones a drawing takes its whole height: a wide one is short, and a phone version is drawn for
 * the width. The pellet flush's stages, beside their words, are not capped from tablets up: at
 * 12rem their pipes were 150 px wide (review 25).
 */
const Figure = styled.figure`
  grid-area: figure;
  margin: 0;
  ${media.twoColumns} {
    margin-bottom: 1.5rem;
  }
  background: ${colors.warmGrey};
  border-radius: ${layout.radius};
  padding: 1.25rem;
  img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: contain;
  }
  ${media.tablet} {
    picture img {
      max-height: 12rem;
    }
  }
`
const Related = styled.nav`
  grid-area: related;
  ${media.twoColumns} {
    margin-top: 2.5rem;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
`
/** What it covers, then what it costs and the next step: follows the reader down the article on wide screens, under the sticky header and its sub-navigation. */
const Side = styled.div`
  /* In one column its two parts take their own places: what it covers before the drawing, what it costs in the text. */
  display: contents;
  ${media.twoColumns} {
    grid-area: panel;
    align-self: start;
    display: grid;
    gap: 1.25rem;
    position: sticky;
    top: calc(${layout.headerHeight} + 4rem);
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
`
const Contents = styled.nav`
  grid-area: contents;
  ${media.twoColumns} {
    grid-area: auto;
  }
  border-left: 4px solid ${colors.navy};
  padding-left: 1rem;
  ol {
    margin: 0;
    padding-left: 1.25rem;
    font-size: 1rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
`
const Panel = styled.section`
  grid-area: panel;
  ${media.twoColumns} {
    grid-area: auto;
  }
  background: ${colors.navyWash};
  border-radius: ${layout.radius};
  padding: 1.25rem 1.375rem 1.375rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  p {
    font-size: 1rem;
  }
`
const Actions = styled.div`
  display: grid;
  gap: 0.625rem;
  margin-bottom: 0.75rem;
`
const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  font-size: 1rem;
  li {
    padding: 0.35rem 0;
  }
  a {
    font-weight: 600;
  }
`

function LinkList({ links }: { links: readonly GuideLink[] }) {
  return (
    <Links>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </Links>
  )
}

/** The text in two, before its middle section (the second of three, the fifth of seven). */
function halves(guide: Guide): [string, string] {
  const middle = guide.contents[Math.ceil(guide.contents.length / 2)]
  const at = middle ? guide.html.indexOf(`<h2 id="${middle.id}">`) : -1
  return at > 0 ? [guide.html.slice(0, at), guide.html.slice(at)] : [guide.html, '']
}

/** The menu's name for the home page, first in the trail above the title. */
const homeLink = navigation.main.find((link) => link.href === routes.home)

export interface GuideArticleProps {
  guide: Guide
  copy: GuidesCopy
  published: ShownDate
  updated: ShownDate | null
}

export function GuideArticle({ guide, copy, published, updated }: GuideArticleProps) {
  const art = usePageContext().pageHead?.art
  const [firstHalf, secondHalf] = halves(guide)
  return (
    <>
      <Columns as="article">
        <Head>
          <Breadcrumb aria-label={copy.breadcrumbLabel}>
            <ol>
              {homeLink && (
                <li>
                  <a href={homeLink.href}>{homeLink.name}</a>
                </li>
              )}
              <li>
                <a href={routes.guides}>{copy.index.heading}</a>
              </li>
            </ol>
          </Breadcrumb>
          <h1>{guide.title}</h1>
          <Byline>
            {copy.byline} · {copy.dates.published} <time dateTime={published.iso}>{published.text}</time>
            {updated && (
              <>
                {` · ${copy.dates.updated} `}
                <time dateTime={updated.iso}>{updated.text}</time>
              </>
            )}
          </Byline>
          <Lead>{guide.summary}</Lead>
        </Head>
        {/* The pellet flush's numbered stages need their words, as on the home page. */}
        {guide.art === 'pellet-flush' ? (
          <Figure as="div">
            <PelletFlushDiagram />
          </Figure>
        ) : (
          art && (
            <Figure>
              <picture>
                {art.phone && <PhoneSource phone={art.phone} />}
                <img src={art.src} width={art.width} height={art.height} alt={art.alt} loading="lazy" decoding="async" />
              </picture>
            </Figure>
          )
        )}
        <Side>
          {guide.contents.length > 0 && (
            <Contents aria-labelledby="guide-contents">
              <h2 id="guide-contents">{copy.contentsHeading}</h2>
              <ol>
                {guide.contents.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </Contents>
          )}
          <Panel aria-labelledby="next-steps">
            <h2 id="next-steps">{copy.nextSteps.heading}</h2>
            <p>{copy.nextSteps.text}</p>
            <Actions>
              <BookNowButton />
              <EnquiryLink />
            </Actions>
            <LinkList links={copy.nextSteps.links} />
          </Panel>
        </Side>
        <Text $area="text" dangerouslySetInnerHTML={{ __html: firstHalf }} />
        {secondHalf && <Text $area="rest" dangerouslySetInnerHTML={{ __html: secondHalf }} />}
        {guide.related.length > 0 && (
          <Related aria-labelledby="read-next">
            <h2 id="read-next">{copy.readNextHeading}</h2>
            <LinkList links={guide.related} />
          </Related>
        )}
      </Columns>
      <CtaBand />
    </>
  )
}

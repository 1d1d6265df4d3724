import styled from '@emotion/styled'
import type { GuidesCopy } from '../../data/guides.ts'
import { colors, media, shadows } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { Readable } from '../ui/Container.tsx'
import { ProseArticle } from '../ui/ProseArticle.tsx'
import { CtaBand } from '../sections/CtaBand.tsx'
import { formatLongDate } from '../../data/format.ts'

/** A card's picture box, width to height: 4:3 at every width, so a drawing of four labelled radiators reads on a phone (at 16:9 its labels were about 7 px). */
export const guideCardAspect = 4 / 3

/** A guide as its card on /guides shows it: its drawing at its own size, title, date and summary. */
export interface GuideCard {
  path: string
  title: string
  summary: string
  datePublished: string
  picture: { src: string; width: number; height: number }
}

/** The list of guides (pages/guides/index/+data.ts). */
export interface GuidesData {
  copy: GuidesCopy
  guides: GuideCard[]
}

/** One card to a row on phones, three on wide screens. */
const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  gap: 1rem;
  ${media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
    gap: 1.5rem;
  }
`
/** The whole card is the guide's link (its title's link stretched over it), headed by its drawing at the card's width. */
const Card = styled.li`
  ${cardSurface}
  position: relative;
  display: grid;
  grid-template-areas: 'picture' 'title' 'date' 'summary' 'cue';
  grid-template-rows: auto auto auto 1fr auto;
  gap: 0.25rem;
  padding: 0 0 1.25rem;
  overflow: hidden;
  & > :not(:first-child) {
    margin-left: 1.25rem;
    margin-right: 1.25rem;
  }
  &:hover {
    box-shadow: ${shadows.raised};
  }
  &:focus-within {
    outline: 3px solid ${colors.focusOnLight};
    outline-offset: 3px;
  }
  h2 {
    grid-area: title;
    font-size: 1.1875rem;
    margin: 0;
  }
  a {
    color: ${colors.navy};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
  &:hover a {
    text-decoration: underline;
  }
  time {
    grid-area: date;
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
  p {
    grid-area: summary;
    margin: 0.5rem 0 0;
    font-size: 1rem;
  }
`
/** At the card's foot, what a tap does, as a link reads: the title's link covers the whole card, this included. */
const Cue = styled.span`
  grid-area: cue;
  margin-top: 0.75rem;
  color: ${colors.navy};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`
/** A fixed box (no shift as the drawing arrives), the drawing contained in it on the band colour. */
const Picture = styled.div`
  grid-area: picture;
  position: relative;
  aspect-ratio: ${guideCardAspect};
  background: ${colors.warmGrey};
  margin-bottom: 1rem;
  img {
    position: absolute;
    inset: 0.75rem;
    width: calc(100% - 1.5rem);
    height: calc(100% - 1.5rem);
    object-fit: contain;
  }
`

/** Every guide, newest first, as a card: its drawing, title (linked), date and summary; then the site's closing band. */
export function GuideIndex({ guides, copy }: { guides: readonly GuideCard[]; copy: GuidesCopy }) {
  return (
    <>
      <ProseArticle>
        <Readable>
          <h1>{copy.index.heading}</h1>
          <p>{copy.index.intro}</p>
        </Readable>
        <List>
          {guides.map((guide) => (
            <Card key={guide.path}>
              <Picture>
                <img
                  src={guide.picture.src}
                  width={guide.picture.width}
                  height={guide.picture.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </Picture>
              <h2>
                <a href={guide.path}>{guide.title}</a>
              </h2>
              <time dateTime={guide.datePublished}>{formatLongDate(guide.datePublished)}</time>
              <p>{guide.summary}</p>
              <Cue aria-hidden>{`${copy.index.readGuide} →`}</Cue>
            </Card>
          ))}
        </List>
      </ProseArticle>
      <CtaBand />
    </>
  )
}

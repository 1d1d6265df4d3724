// Case studies: a card per job, led by its before and after pictures, then its story and its facts.
// A page with no case studies to show gets no section at all.
import styled from '@emotion/styled'
import { caseStudies, caseStudiesCopy as copy, pricesFinderCopy } from '../../data/content.ts'
import { formatMonthYear } from '../../data/format.ts'
import type { CaseStudy, CaseStudyImage } from '../../data/schemas.ts'
import { contentPicture } from '../illustrations/ArtworkImage.tsx'
import { colors, layout, media, shadows } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { SampleBadge } from '../ui/SampleBadge.tsx'
import { ShowMore } from '../ui/ShowMore.tsx'
import { Section } from './Section.tsx'

/** The size a photo is drawn at: a square frame, so the card never moves as it loads. */
const photoSize = 480

/** One column of wide cards (`$wide`); otherwise upright cards, two on tablets, `$columns` on wide screens. */
const List = styled.ul<{ $columns: number; $wide: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${({ $wide, $columns }) =>
    $wide
      ? ''
      : `${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.wide} { grid-template-columns: repeat(${$columns}, minmax(0, 1fr)); }`}
`
/**
 * Led by the before and after, side by side at every width; a wide card (with the whole story, or
 * the only one) has the pictures beside the story from wide screens, each at least 15rem, a photo's
 * readable size, rather than one upright card stretched across the page. Its facts run in a row
 * across the card's foot: under either column they left the other ending 130-170 px short at 1280
 * (reviews 18 and 19).
 */
const Card = styled.li<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  ${cardSurface}
  box-shadow: ${shadows.card};
  overflow: hidden;
  ${({ $wide }) =>
    $wide
      ? `${media.twoColumns} {
    display: grid;
    grid-template-columns: minmax(30rem, 1.1fr) minmax(0, 1fr);
    align-items: start;
    & > :first-child {
      padding-bottom: 1rem;
    }
    /* The facts: each label over its value, side by side. */
    & > dl {
      grid-column: 1 / -1;
      grid: auto auto / none;
      grid-auto-flow: column;
      justify-content: space-between;
    }
  }`
      : ''}
`
const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  /* Lined up with the story under them (Body's padding), and clear of the card's foot where the story is beside them. */
  padding: 1rem 1rem 0;
`
/** The caption sits on the picture's corner, as a label on a photo does, rather than in a strip under it. */
const Picture = styled.figure`
  position: relative;
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: calc(${layout.radius} - 4px);
    background: ${colors.warmGrey};
  }
  img[data-drawing] {
    object-fit: contain;
    background: none;
  }
  figcaption {
    position: absolute;
    left: 0.375rem;
    bottom: 0.375rem;
    padding: 0.125rem 0.5rem;
    border-radius: 1rem;
    background: ${colors.white};
    font-size: 0.8125rem;
    font-weight: 700;
  }
`
/** Under a pair of drawings, one line says they are drawings, clear of what they show. */
const DrawingNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  text-align: center;
  font-size: 0.8125rem;
  color: ${colors.muted};
`
const Body = styled.div`
  padding: 1rem 1rem 1.25rem;
  font-size: 1rem;
  h3 {
    margin: 0;
    font-size: 1.1875rem;
  }
  p {
    margin: 0.5rem 0 0;
  }
`
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.5rem;
  margin-bottom: 0.25rem;
  time {
    font-size: 0.9375rem;
    color: ${colors.muted};
  }
`
/**
 * The job's facts, label beside value, one a row (run on in a line they wrapped raggedly, review 16);
 * on a wide card, a row of labels over their values across its foot.
 */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0 1rem 1.25rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.border};
  font-size: 0.9375rem;
  div {
    display: contents;
  }
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`

const optionNames: Record<CaseStudy['optionChosen'], string> = {
  standard: pricesFinderCopy.optionNames.standard,
  'no-fix-no-fee': pricesFinderCopy.optionNames.noFix,
}

/** The facts of a job, label and value, in the order the card shows them. */
const facts = (study: CaseStudy): [string, string][] => [
  [copy.facts.area, study.area],
  [copy.facts.radiators, String(study.radiators)],
  [copy.facts.system, study.system],
  [copy.facts.optionChosen, optionNames[study.optionChosen]],
  [copy.facts.powerFlushedBefore, study.powerFlushedBefore ? copy.facts.yes : copy.facts.no],
]

type StudyPicture = ReturnType<typeof contentPicture>
const studyPicture = (study: CaseStudy, side: 'before' | 'after'): StudyPicture =>
  contentPicture(study[side].src, photoSize, `content/case-studies.json: ${study.id}.${side}.src`)

/** A photo under /images/ captioned Before or After, or one of the site's drawings (`art:name`), which says so in itself. */
function CaseStudyPicture({ study, side, picture }: { study: CaseStudy; side: 'before' | 'after'; picture: StudyPicture }) {
  const image: CaseStudyImage = study[side]
  return (
    <Picture>
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        data-drawing={picture.drawing ? '' : undefined}
      />
      {/* A drawing says Before or After in itself (the radiator drawings are labelled); a photo cannot. */}
      {!picture.drawing && <figcaption>{copy[side]}</figcaption>}
    </Picture>
  )
}

/**
 * One card per case study, led by its before and after; then the story (with `detail`, what we
 * found and did, always how it ended); then the job's facts.
 */
export function CaseStudyCards({ studies, detail = false }: { studies: readonly CaseStudy[]; detail?: boolean }) {
  const wide = detail || studies.length === 1
  return (
    <List $columns={Math.min(3, studies.length)} $wide={wide}>
      {studies.map((study) => {
        const before = studyPicture(study, 'before')
        const after = studyPicture(study, 'after')
        return (
          <Card key={study.id} data-case-study={study.id} $wide={wide}>
            <Pair>
              <CaseStudyPicture study={study} side="before" picture={before} />
              <CaseStudyPicture study={study} side="after" picture={after} />
              {(before.drawing || after.drawing) && <DrawingNote>{copy.illustration}</DrawingNote>}
            </Pair>
            <Body>
              <Top>
                <time dateTime={study.date}>{formatMonthYear(study.date)}</time>
                {study.sample && <SampleBadge>{copy.sampleBadge}</SampleBadge>}
              </Top>
              <h3>{study.title}</h3>
              {detail && (
                <>
                  <p>
                    <strong>{`${copy.problem}:`}</strong> {study.problem}
                  </p>
                  <p>
                    <strong>{`${copy.whatWeDid}:`}</strong> {study.whatWeDid}
                  </p>
                </>
              )}
              <p>
                <strong>{`${copy.outcome}:`}</strong> {study.outcome}
              </p>
            </Body>
            <Facts>
              {facts(study).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Facts>
          </Card>
        )
      })}
    </List>
  )
}

/** The case studies a page shows, newest first: all of them, or a local area's own (none when it has none). */
export const caseStudiesFor = (localArea?: string, list: readonly CaseStudy[] = caseStudies): CaseStudy[] =>
  list.filter((study) => localArea === undefined || study.localArea === localArea).sort((a, b) => b.date.localeCompare(a.date))

export interface CaseStudiesProps {
  heading: string
  intro?: string | undefined
  tone?: 'plain' | 'warm'
  /** A local page's area: only its own case studies, and no section when it has none. */
  localArea?: string
  /** What we found and what we did on each card too, not only how it ended. */
  detail?: boolean
  /** Only this one, by its id: a page about one subject shows the job that fits it. */
  only?: string
  /** This many open, the rest behind a line that shows them, so a long list does not bury what follows. */
  shownFirst?: number
}

export function CaseStudies({ heading, intro, tone, localArea, detail, only, shownFirst }: CaseStudiesProps) {
  const studies = caseStudiesFor(localArea).filter((study) => only === undefined || study.id === only)
  if (studies.length === 0) return null
  const [first, more] = [studies.slice(0, shownFirst), shownFirst === undefined ? [] : studies.slice(shownFirst)]
  return (
    <Section id="case-studies" heading={heading} intro={intro} tone={tone}>
      <CaseStudyCards studies={first} detail={detail} />
      {more.length > 0 && (
        <ShowMore label={copy.showMore}>
          <CaseStudyCards studies={more} detail={detail} />
        </ShowMore>
      )}
    </Section>
  )
}

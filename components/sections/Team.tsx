// The team: one card per person, led by their photo (or the drawing standing in for it) at the
// size a photo needs, with their role and years.
import styled from '@emotion/styled'
import { team, proofCopy } from '../../data/content.ts'
import type { TeamMember } from '../../data/team.schema.ts'
import { contentPicture } from '../illustrations/ArtworkImage.tsx'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { SampleBadge } from '../ui/SampleBadge.tsx'

const copy = proofCopy.team

/** A photo is square, drawn at the width a phone shows it, so the card never moves as it loads. */
const photoSize = 240

/**
 * On phones a row that scrolls sideways: each card 15.5rem wide, so its photo is never under 240 px
 * and the next card peeks in to say there is more. From tablets up, two across; a last card on its
 * own row lies across the whole row, its photo the same size as the others', so no gap is left.
 */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0.75rem;
  display: grid;
  gap: 1rem;
  grid-auto-flow: column;
  grid-auto-columns: 15.5rem;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  > li {
    scroll-snap-align: start;
  }
  ${media.tablet} {
    grid-auto-flow: row;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    overflow: visible;
    padding: 0;
  }
`
const Card = styled.li`
  ${cardSurface}
  position: relative;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  ${media.tablet} {
    &:last-child:nth-child(odd) {
      grid-column: 1 / -1;
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 1rem;
      align-items: center;
    }
  }
  /* A sample's badge, on the corner of its picture where a real photo will be. */
  > span {
    position: absolute;
    top: 0.5rem;
    left: 0.5rem;
    background: ${colors.white};
  }
`
const Body = styled.div`
  padding: 0.75rem 1rem 1rem;
`
const Role = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${colors.navy};
`
const Years = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9375rem;
  color: ${colors.muted};
`
/** Its address and size, photo or drawing; the drawing flag is not an attribute of the image. */
function photoOf(member: TeamMember) {
  const { src, width, height } = contentPicture(member.photo.src, photoSize, `content/team.json: ${member.id}.photo.src`)
  return { src, width, height }
}

/** One card per person: the photo, the name, the role and the years. */
function TeamCards({ members }: { members: readonly TeamMember[] }) {
  return (
    // Focusable so a keyboard can scroll the row on a phone; its section's heading names it.
    <List tabIndex={0}>
      {members.map((member) => (
        <Card key={member.id}>
          <img {...photoOf(member)} alt={member.photo.alt} loading="lazy" decoding="async" />
          {member.sample && <SampleBadge>{copy.sampleBadge}</SampleBadge>}
          <Body>
            <h3>{member.name}</h3>
            <Role>{member.role}</Role>
            <Years>
              {`${copy.withUsSince} ${member.withUsSince}`}
              <br />
              {`${copy.inTradeSince} ${member.inTradeSince}`}
            </Years>
          </Body>
        </Card>
      ))}
    </List>
  )
}

/** The whole team as "Who we are"'s hero feature: its own heading, smaller than a section's. */
const Feature = styled.section`
  h2 {
    font-size: 1.375rem;
    margin: 0 0 0.25rem;
  }
  > p {
    color: ${colors.muted};
    margin: 0 0 1rem;
  }
`

/** The whole team, as the hero feature of "Who we are" (Hero's `feature`), where #team points. */
export function Team() {
  if (team.length === 0) return null
  return (
    <Feature id="team" aria-labelledby="team-heading">
      <h2 id="team-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <TeamCards members={team} />
    </Feature>
  )
}

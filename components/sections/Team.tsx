// The team: one card per person, led by their photo (or the drawing standing in for it) at the
// size a photo needs, with their role and years.
import styled from '@emotion/styled'
import { team, proofCopy } from '../../data/content.ts'
import type { TeamMember } from '../../data/team.schema.ts'
import { contentPicture } from '../illustrations/ArtworkImage.tsx'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { phoneRow } from '../ui/GridList.tsx'
import { SampleBadge } from '../ui/SampleBadge.tsx'
import { Section } from './Section.tsx'

const copy = proofCopy.team

/** A photo is square, drawn at the width a phone shows it, so the card never moves as it loads. */
const photoSize = 240

/**
 * On phones a row that scrolls sideways (its cards at least 240 px wide, so a photo is never
 * smaller); from tablets up, side by side, as many across as fit, each no wider than a portrait needs.
 */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  ${phoneRow}
  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(15rem, 22rem));
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

/** The whole team, after the story on "Who we are", where #team points. */
export function Team() {
  if (team.length === 0) return null
  return (
    <Section id="team" heading={copy.heading} intro={copy.intro} tone="warm">
      <TeamCards members={team} />
    </Section>
  )
}

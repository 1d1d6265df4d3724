// The team: one card per person, with their photo (or the drawing standing in for it), role and
// years.
import styled from '@emotion/styled'
import { routes } from '../../data/routes.ts'
import { team, proofCopy } from '../../data/content.ts'
import type { TeamMember } from '../../data/team.schema.ts'
import { contentPicture } from '../illustrations/ArtworkImage.tsx'
import { colors } from '../theme/theme.ts'
import { cardSurface } from '../ui/card-surface.ts'
import { SampleBadge } from '../ui/SampleBadge.tsx'
import { Section } from './Section.tsx'

const copy = proofCopy.team

/** A photo is drawn square at this size, so the card never moves as it loads. */
const photoSize = 160

const List = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $compact }) => ($compact ? '0.75rem' : '1.25rem')};
  grid-template-columns: repeat(auto-fit, minmax(${({ $compact }) => ($compact ? '15rem' : '14rem')}, 1fr));
`
const Card = styled.li<{ $compact: boolean }>`
  ${cardSurface}
  display: grid;
  grid-template-columns: ${({ $compact }) => ($compact ? '4rem' : '6rem')} minmax(0, 1fr);
  gap: 0.25rem 1rem;
  align-items: center;
  padding: ${({ $compact }) => ($compact ? '0.75rem 1rem' : '1.25rem')};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 50%;
    background: ${colors.navyWash};
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    font-size: 0.9375rem;
  }
`
const Role = styled.p`
  font-weight: 600;
  color: ${colors.navy};
`
const Years = styled.p`
  color: ${colors.muted};
`
const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`

/** Its address and size, photo or drawing; the drawing flag is not an attribute of the image. */
function photoOf(member: TeamMember) {
  const { src, width, height } = contentPicture(member.photo.src, photoSize, `content/team.json: ${member.id}.photo.src`)
  return { src, width, height }
}

/** One card per person; `compact` (the home page, whose first flight of bytes is nearly full) leaves out the years. */
export function TeamCards({ members, compact = false }: { members: readonly TeamMember[]; compact?: boolean }) {
  return (
    <List $compact={compact}>
      {members.map((member) => (
        <Card key={member.id} $compact={compact} data-team-member={member.id}>
          <img {...photoOf(member)} alt={member.photo.alt} loading="lazy" decoding="async" />
          <div>
            <Name>
              <h3>{member.name}</h3>
              {member.sample && <SampleBadge>{copy.sampleBadge}</SampleBadge>}
            </Name>
            <Role>{member.role}</Role>
            {!compact && (
              <Years>
                {`${copy.withUsSince} ${member.withUsSince}`}
                <br />
                {`${copy.inTradeSince} ${member.inTradeSince}`}
              </Years>
            )}
          </div>
        </Card>
      ))}
    </List>
  )
}

const More = styled.p`
  margin: 1.25rem 0 0;
`

/** The home page shows the first few, small: it leads to the whole team on "Who we are". */
export const homePageTeam = 3

/** The team's section: the whole team on "Who we are", the first few, small, on the home page. */
export function Team({ compact = false }: { compact?: boolean }) {
  const members = compact ? team.slice(0, homePageTeam) : team
  if (members.length === 0) return null
  return (
    <Section id="team" heading={compact ? copy.homeHeading : copy.heading} intro={compact ? undefined : copy.intro} tone="plain">
      <TeamCards members={members} compact={compact} />
      {compact && (
        <More>
          <a href={`${routes.company}#team`}>{copy.homeLinkLabel}</a>
        </More>
      )}
    </Section>
  )
}

import teamFile from '../content/team.json' with { type: 'json' }
import membershipsFile from '../content/memberships.json' with { type: 'json' }
import type { Membership, TeamMember } from './team.schema.ts'

// Every person in content/team.json today is a sample written to show the layout, with a drawing
// for a photo: `sample: true` badges them as examples and keeps them off a live site (config/go-live.ts).
export const team = teamFile.members as TeamMember[]

/** Memberships and cover the business can prove: none until it has earned them. */
export const memberships = membershipsFile.memberships as Membership[]

/** The home page shows the first few, small: it leads to the whole team on "Who we are". */
export const homePageTeam = 3

/** The people still marked as samples: none may be published on the live site. */
export const sampleTeamMembers = (list: readonly TeamMember[] = team): TeamMember[] => list.filter((member) => member.sample)

/** Nobody joined before the business began (content/figures.json foundedYear), and each photo named is in public/. */
export function teamProblems(list: readonly TeamMember[], foundedYear: number, photoExists: (src: string) => boolean): string[] {
  return list.flatMap((member, index) => {
    const row = `content/team.json: members[${index}] (${member.id})`
    return [
      ...(member.withUsSince < foundedYear
        ? [`${row}.withUsSince: ${member.withUsSince} is before the business began (${foundedYear}, content/figures.json)`]
        : []),
      ...(member.photo.src.startsWith('/') && !photoExists(member.photo.src)
        ? [`${row}.photo.src: ${member.photo.src} is not a file in public/ (upload it, or fix the path)`]
        : []),
    ]
  })
}

/** Each logo named is in public/. */
export const membershipProblems = (list: readonly Membership[], fileExists: (src: string) => boolean): string[] =>
  list.flatMap((membership, index) =>
    membership.logo && !fileExists(membership.logo)
      ? [`content/memberships.json: memberships[${index}] (${membership.name}).logo: ${membership.logo} is not a file in public/`]
      : [],
  )

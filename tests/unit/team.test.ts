// The team and memberships files: the schema names the row and field of a bad edit, the
// cross-checks catch what one file cannot, and samples are found for the go-live check.
import { describe, expect, it } from 'vitest'
import { membershipsSchema, teamSchema, membershipProblems, teamProblems } from '../../data/team.schema.ts'
import { figures } from '../../data/facts.ts'
import { memberships, team } from '../../data/content.ts'

const first = team[0]
if (!first) throw new Error('content/team.json has nobody')

describe('the team', () => {
  it('is valid as written, every sample marked', () => {
    expect(teamSchema.safeParse(team).success).toBe(true)
    expect(teamProblems(team, figures.foundedYear, () => true)).toEqual([])
  })

  it('refuses a start in heating after joining us, an id used twice and a year to come', () => {
    const result = teamSchema.safeParse([
      { ...first, inTradeSince: first.withUsSince + 1 },
      // A year to come on any day (this year + 1, read from the clock here, is this year to a check run after New Year).
      { ...first, withUsSince: 3000 },
    ])
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['0.inTradeSince', '1.id', '1.withUsSince']))
  })

  it('names a joining year before the business began, and a photo missing from public/', () => {
    const photo = '/images/team/missing.jpg'
    expect(
      teamProblems([{ ...first, withUsSince: figures.foundedYear - 1, photo: { src: photo, alt: 'x' } }], figures.foundedYear, () => false),
    ).toEqual([
      `content/team.json: members[0] (${first.id}).withUsSince: ${figures.foundedYear - 1} is before the business began (${figures.foundedYear}, content/figures.json)`,
      `content/team.json: members[0] (${first.id}).photo.src: ${photo} is not a file in public/ (upload it, or fix the path)`,
    ])
  })
})

describe('the memberships', () => {
  it('lists none until the business has earned them', () => {
    expect(memberships).toEqual([])
  })

  it('needs an https address to check each one, and a logo that exists', () => {
    const membership = { name: 'TrustMark', proves: 'Government-endorsed quality scheme', verifyUrl: 'https://www.trustmark.org.uk/x' }
    expect(membershipsSchema.safeParse([membership]).success).toBe(true)
    expect(membershipsSchema.safeParse([{ ...membership, verifyUrl: 'http://www.trustmark.org.uk/x' }]).success).toBe(false)
    expect(membershipProblems([{ ...membership, logo: '/images/memberships/trustmark.svg' }], () => false)).toEqual([
      'content/memberships.json: memberships[0] (TrustMark).logo: /images/memberships/trustmark.svg is not a file in public/',
    ])
  })
})

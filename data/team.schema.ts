// The people of the business (content/team.json) and the memberships and cover it can prove
// (content/memberships.json), checked at build time like every content file (data/validate.ts).
import { z } from 'zod'
import { nonEmpty, pictureSchema, slug } from './schemas.ts'

/** Where the CMS puts a team member's photo (public/…) and the address the page uses (/…). */
export const teamPhotoFolder = 'images/team'

const year = z
  .number()
  .int()
  .min(1950, 'must be a year such as 2015')
  .refine((value) => value <= new Date().getUTCFullYear(), 'must not be in the future')

export const teamMemberSchema = z
  .object({
    id: slug.describe('A short name in lower-case words joined by hyphens, such as lead-engineer: keep it once published'),
    name: nonEmpty.max(60).describe('The name the person is happy to have published, such as their first name and surname'),
    role: nonEmpty.max(60).describe('What they do, such as Lead engineer'),
    withUsSince: year.describe('The year they joined the business'),
    inTradeSince: year.describe('The year they started in heating'),
    photo: pictureSchema({
      folder: teamPhotoFolder,
      examplePath: '/images/team/lead-engineer.jpg',
      uploadHint: 'A head-and-shoulders photo, square: upload a JPEG, PNG or WebP',
      altMax: 160,
      altHint: 'What the photo shows, for people who cannot see it, such as "Alex in the van, smiling"',
    }).describe('Their photo, square; until there is one, the drawing art:team-avatar'),
    /** True for an example written to show the layout: the go-live check refuses to publish it. */
    sample: z.boolean().describe('On for an example written to show the layout (it shows an Example badge); off only for a real person'),
  })
  .refine((member) => member.inTradeSince <= member.withUsSince, {
    message: 'must not be after withUsSince (joining us means working in heating)',
    path: ['inTradeSince'],
  })

export const teamSchema = z
  .array(teamMemberSchema)
  .superRefine((members, ctx) => {
    const seen = new Set<string>()
    members.forEach((member, index) => {
      if (seen.has(member.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used by another entry' })
      seen.add(member.id)
    })
  })
  .describe(
    'The people a customer may meet or speak to, in the order shown. Samples show an Example badge and must be replaced before going live',
  )

export type TeamMember = z.infer<typeof teamMemberSchema>

export const membershipSchema = z.object({
  name: nonEmpty.max(60).describe('The scheme, body or cover, such as TrustMark or Public liability insurance'),
  proves: nonEmpty.max(100).describe('What it proves to a customer, in a few words, such as "Government-endorsed quality scheme"'),
  verifyUrl: z
    .url({ protocol: /^https$/, error: 'must be an https:// address' })
    .describe('Where a customer can check it: your entry on the scheme’s own register, or the patent’s record'),
  logo: z
    .string()
    .regex(/^\/images\/[A-Za-z0-9/_.-]+\.(?:svg|png|webp)$/, 'must be an image under /images/, such as /images/memberships/trustmark.svg')
    .optional()
    .describe('Optional: the logo the scheme gave you to use (only one you have earned)'),
})

/** Optional as a whole: the business may have none to list, and the CMS then asks for nothing. */
export const membershipsSchema = z
  .array(membershipSchema)
  .optional()
  .describe(
    'Memberships, accreditations, insurance and patents the business holds, each with the address where a customer can check it. Add only what you hold: with none, the strip under each page’s heading shows the guarantee, payment on completion and the company number',
  )

export type Membership = z.infer<typeof membershipSchema>

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

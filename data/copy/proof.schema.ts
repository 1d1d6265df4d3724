// The words around the proof the site shows (content/copy/proof.json): the team (content/team.json)
// and the strip under each page's heading (content/memberships.json).
import { z } from 'zod'
import { words } from './sections.schema.ts'

export const proofCopySchema = z.object({
  team: z
    .object({
      heading: words('The heading of the team on "Who we are"'),
      intro: words('The paragraph under it'),
      homeHeading: words('The heading of the short team row on the home page'),
      homeLinkLabel: words('The link from the home page to the whole team'),
      withUsSince: words('The words before the year a person joined, such as "With us since"'),
      inTradeSince: words('The words before the year a person started in heating'),
      sampleBadge: words('The badge on a person written as an example (sample: true in content/team.json)'),
    })
    .describe('The team: the people themselves are in content/team.json'),
  assuranceStrip: z
    .object({
      guarantee: words('With no memberships listed: the guarantee'),
      paymentOnCompletion: words('With no memberships listed: when the customer pays'),
      companyNumber: words('With no memberships listed: the words before the company number (from the site settings)'),
      verify: words('Said to screen readers after each link to a register, such as "check it on the official register"'),
    })
    .describe(
      'The strip under the heading of each page: the memberships in content/memberships.json, or these three facts while there are none',
    ),
})

export type ProofCopy = z.infer<typeof proofCopySchema>

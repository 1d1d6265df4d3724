// The labels of every case study card (content/copy/case-studies.json); the case studies
// themselves are in content/case-studies.json, and the option names in content/copy/prices-finder.json.
import { z } from 'zod'
import { words } from './sections.schema.ts'

export const caseStudiesCopySchema = z.object({
  sampleBadge: words('The badge on a case study written as an example, such as Example'),
  illustration: words('The label under a drawing that stands in for a photo, such as Illustration'),
  before: words('The label of the photo before the flush'),
  after: words('The label of the photo after the flush'),
  facts: z
    .object({
      area: words('The label before the place'),
      system: words('The label before the pipes and home'),
      radiators: words('The label before the radiator count'),
      powerFlushedBefore: words('The label before whether it had been power flushed'),
      optionChosen: words('The label before the option chosen'),
      yes: words('Yes, for a power flush before'),
      no: words('No, for no power flush before'),
    })
    .describe('The labels of the facts on each card'),
  problem: words('The label before what was wrong'),
  whatWeDid: words('The label before what we did'),
  outcome: words('The label before how the job ended'),
})

export type CaseStudiesCopy = z.infer<typeof caseStudiesCopySchema>

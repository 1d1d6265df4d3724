import caseStudiesFile from '../content/case-studies.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import type { CaseStudy } from './schemas.ts'

// Jobs we have done, by place and system only: no names or addresses are published.
// Every case study in content/case-studies.json today is a sample written to show the layout, with
// drawings for its pictures: `sample: true` badges it as an example and keeps it off a live site
// (config/go-live.ts). Replace each with a real job and its photos.
export const caseStudies = fillPlaceholders(caseStudiesFile.caseStudies) as CaseStudy[]

/** The case studies a page shows, newest first: all of them, or a local area's own (none when it has none). */
export const caseStudiesFor = (localArea?: string, list: readonly CaseStudy[] = caseStudies): CaseStudy[] =>
  list.filter((study) => localArea === undefined || study.localArea === localArea).sort((a, b) => b.date.localeCompare(a.date))

/**
 * The home page shows the two newest: each card adds ~300 bytes to its first flight, which the
 * team and the strip under the hero now share; the rest are on /microbore-and-plastic-pipes.
 */
export const homePageCaseStudies = 2

/** The case studies still marked as samples: none may be published on the live site. */
export const sampleCaseStudies = (list: readonly CaseStudy[] = caseStudies): CaseStudy[] => list.filter((study) => study.sample)

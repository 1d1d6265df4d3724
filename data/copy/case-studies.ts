// The labels of the case study cards, checked by ./case-studies.schema.ts.
import caseStudiesFile from '../../content/copy/case-studies.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { CaseStudiesCopy } from './case-studies.schema.ts'

export const caseStudiesCopy: CaseStudiesCopy = fillPlaceholders(caseStudiesFile)

// The words of the postcode check's form (checked by ./coverage-check.schema.ts); part of the
// script of the pages that show the check. Its answers are in ./coverage-answers.ts.
import coverageCheckFile from '../../content/copy/coverage-check.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { CoverageCheckCopy } from './coverage-check.schema.ts'

export const coverageCheckCopy: CoverageCheckCopy = fillPlaceholders<CoverageCheckCopy>(coverageCheckFile)

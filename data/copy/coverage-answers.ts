// The postcode check's answers (checked by ./coverage-answers.schema.ts). Loaded with the check
// and bundled by the Worker, so it reads the file as written: the check fills in its own names.
import coverageAnswersFile from '../../content/copy/coverage-answers.json' with { type: 'json' }
import type { CoverageAnswersCopy } from './coverage-answers.schema.ts'

export const coverageAnswersCopy: CoverageAnswersCopy = coverageAnswersFile

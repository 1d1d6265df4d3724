import coverageFile from '../content/coverage.json' with { type: 'json' }
import type { Coverage } from './schemas.ts'

export const coverage: Coverage = coverageFile

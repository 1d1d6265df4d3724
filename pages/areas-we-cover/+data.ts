// Only the names, addresses and postcodes of the local pages reach the browser, not their copy.
import { localAreaSummaries, type LocalAreaSummary } from '../../data/local-area-summaries.ts'

export const data = (): LocalAreaSummary[] => localAreaSummaries

// Which coverage answers the enquiry form accepts: a rule of its own, with nothing but types
// imported, so the check's panel can use it without loading the check and its postcode table.
import type { CoverageAnswer, InvalidAnswer, OutsideAnswer } from '../data/coverage-check.ts'

/**
 * Where we go, or across the sea (arranged by phone); never beyond the radius or a place we
 * cannot put on the map. The form refuses the rest, and the check offers the form only for these.
 */
export const takesEnquiries = (answer: CoverageAnswer): answer is Exclude<CoverageAnswer, InvalidAnswer | OutsideAnswer> =>
  answer.kind === 'local' || answer.kind === 'covered' || (answer.kind === 'callUs' && answer.reason !== 'unknownArea')

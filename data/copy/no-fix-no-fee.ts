// The words of /no-fix-no-fee-deals, from content/copy/no-fix-no-fee.json with its placeholders filled;
// data/copy/no-fix-no-fee.schema.ts checks them at build time (data/copy-files.ts).
import noFixNoFeeFile from '../../content/copy/no-fix-no-fee.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { NoFixNoFeeCopy } from './no-fix-no-fee.schema.ts'

export const noFixNoFeeCopy: NoFixNoFeeCopy = fillPlaceholders<NoFixNoFeeCopy>(noFixNoFeeFile)

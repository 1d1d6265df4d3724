// The words of the team and the strip under each hero, checked by ./proof.schema.ts.
import proofFile from '../../content/copy/proof.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { ProofCopy } from './proof.schema.ts'

export const proofCopy: ProofCopy = fillPlaceholders(proofFile)

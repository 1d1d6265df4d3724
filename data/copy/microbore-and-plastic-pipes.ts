// The words of /microbore-and-plastic-pipes, from content/copy/microbore-and-plastic-pipes.json with its placeholders filled;
// data/copy/microbore-and-plastic-pipes.schema.ts checks them at build time (data/copy-files.ts).
import microboreFile from '../../content/copy/microbore-and-plastic-pipes.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { MicroboreCopy } from './microbore-and-plastic-pipes.schema.ts'

export const microboreCopy: MicroboreCopy = fillPlaceholders<MicroboreCopy>(microboreFile)

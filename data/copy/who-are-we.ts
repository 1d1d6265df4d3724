// The words of /who-are-we, from content/copy/who-are-we.json with its placeholders filled;
// data/copy/who-are-we.schema.ts checks them at build time (data/copy-files.ts).
import whoAreWeFile from '../../content/copy/who-are-we.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { WhoAreWeCopy } from './who-are-we.schema.ts'

export const whoAreWeCopy: WhoAreWeCopy = fillPlaceholders<WhoAreWeCopy>(whoAreWeFile)

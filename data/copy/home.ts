// The words of the home page, from content/copy/home.json with its placeholders filled;
// data/copy/home.schema.ts checks them at build time (data/copy-files.ts).
import homeFile from '../../content/copy/home.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { HomeCopy } from './home.schema.ts'

export const homeCopy: HomeCopy = fillPlaceholders<HomeCopy>(homeFile)

// The words of the 404 page and the error screen, from content/copy/error-pages.json with its placeholders filled;
// data/copy/error-pages.schema.ts checks them at build time (data/copy-files.ts).
import errorPagesFile from '../../content/copy/error-pages.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { ErrorPagesCopy } from './error-pages.schema.ts'

export const errorPagesCopy: ErrorPagesCopy = fillPlaceholders<ErrorPagesCopy>(errorPagesFile)

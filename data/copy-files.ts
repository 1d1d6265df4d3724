// The words of each page (content/copy/<page>.json), each with the schema in
// data/copy/<page>.schema.ts that checks it: one row per file, so adding a page's copy is one line here.
import type { ContentFile } from './content-file.ts'

export const copyFiles: ContentFile[] = []

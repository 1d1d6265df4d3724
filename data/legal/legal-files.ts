// The legal documents' Markdown files as written (content/legal/<name>.md). Node only: read by the
// build's content check, the prerendered pages' server code and the tests, never by a browser.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** From the project root, the working directory of every build, server and test (as data/guide-files.ts). */
const legalFolder = 'content/legal'

/** Each document's file name, which is also its page's address (/terms-and-conditions). */
export const legalDocumentNames = ['terms-and-conditions', 'privacy-policy', 'cookie-policy'] as const
export type LegalDocumentName = (typeof legalDocumentNames)[number]

/** As the owner knows it: content/legal/<name>.md */
export const legalFile = (name: LegalDocumentName): string => `${legalFolder}/${name}.md`

export const readLegalFile = (name: LegalDocumentName, root: string = process.cwd()): string =>
  readFileSync(path.join(root, legalFile(name)), 'utf8')

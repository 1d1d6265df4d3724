// The guides' Markdown files as written (content/guides/*.md). Node only: read by the build's
// content check, the prerendered pages' server code and the tests, never by a browser.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * From the project root, the working directory of every build, server and test: this module is
 * also bundled into the prerender's server code, where import.meta.url names the bundle instead.
 */
const guidesFolder = 'content/guides'

export interface GuideFile {
  /** As the owner knows it: content/guides/<slug>.md */
  file: string
  /** The file name without .md: the guide's address, /guides/<slug>. */
  slug: string
  text: string
}

/** Every guide file, in file-name order. */
export function readGuideFiles(root: string = process.cwd()): GuideFile[] {
  const folder = path.join(root, guidesFolder)
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      file: `${guidesFolder}/${name}`,
      slug: name.slice(0, -'.md'.length),
      text: readFileSync(path.join(folder, name), 'utf8'),
    }))
}

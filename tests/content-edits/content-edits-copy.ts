// A copy of the project in a temporary folder, edited as the owner edits content/ (text files, by
// hand or through the CMS) and built with the project's own build.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot } from '../support/servers.ts'

/**
 * Every file git knows of or would add (tracked, or new and not ignored), so builds, node_modules
 * and .wrangler stay behind; node_modules is linked, not copied.
 */
export function copyProject(): string {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: projectRoot, encoding: 'utf8' })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  const root = mkdtempSync(path.join(tmpdir(), 'content-edits-'))
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    // A tracked file deleted in the working tree is listed too.
    if (!existsSync(path.join(projectRoot, file))) continue
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    cpSync(path.join(projectRoot, file), path.join(root, file))
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir')
  return root
}

export const removeCopy = (root: string): void => rmSync(root, { recursive: true, force: true })

export const readText = (root: string, file: string): string => readFileSync(path.join(root, file), 'utf8')
export const writeText = (root: string, file: string, text: string): void => writeFileSync(path.join(root, file), text)
export const readJson = (root: string, file: string): unknown => JSON.parse(readText(root, file))
/** As content/*.json is written: two spaces, a newline at the end. */
export const writeJson = (root: string, file: string, value: unknown): void => writeText(root, file, `${JSON.stringify(value, null, 2)}\n`)

/** Runs fn with the file edited, then puts back what was there, even if fn fails. */
export async function withFileEdited(root: string, file: string, edit: (text: string) => string, fn: () => Promise<void> | void) {
  const before = readText(root, file)
  const after = edit(before)
  if (after === before) throw new Error(`the edit left ${file} as it was`)
  writeText(root, file, after)
  try {
    await fn()
  } finally {
    writeText(root, file, before)
  }
}

export interface BuildResult {
  ok: boolean
  /** What the build printed, standard output and errors together. */
  output: string
}

/** `vike build` in the copy, as `npm run build` runs it, into outDir (relative to the copy). */
export function build(root: string, outDir: string): BuildResult {
  const vike = path.join(root, 'node_modules', 'vike', 'bin.js')
  const result = spawnSync(process.execPath, [vike, 'build'], {
    cwd: root,
    env: { ...process.env, SITE_OUT_DIR: outDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

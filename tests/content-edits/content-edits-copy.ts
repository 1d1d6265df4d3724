// A copy of the project in a temporary folder, edited as the owner edits content/ (text files, by
// hand or through the CMS), built with the project's own build, and served as a plain static host.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

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

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
}

export interface StaticSite {
  origin: string
  close: () => Promise<void>
}

/** The file a static host answers a path with: the file itself, or the folder's index.html. */
function fileFor(folder: string, pathname: string): string | undefined {
  const wanted = path.join(folder, pathname)
  if (!wanted.startsWith(folder)) return undefined
  return [wanted, path.join(wanted, 'index.html')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
}

/**
 * Serves a build's client folder as any static host does (pretty URLs, 404.html for the rest) on a
 * free port: the pages and the coverage check need nothing else, only the enquiry form needs /api.
 */
export async function serveStatic(folder: string): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const found = fileFor(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname))
    const served = found ?? path.join(folder, '404.html')
    response.statusCode = found ? 200 : 404
    response.setHeader('Content-Type', contentTypes[path.extname(served)] ?? 'application/octet-stream')
    response.end(readFileSync(served))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // The browser keeps its connections open; a static host can drop them.
        server.closeAllConnections()
      }),
  }
}

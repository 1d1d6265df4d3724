// Writes every drawing (components/illustrations/artwork.tsx) to /art/<name>.svg and every page's
// share image to /og/<name>.png in the client build, and serves both in `npm run dev`.
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin, type Rolldown } from 'vite'
import type * as Artwork from '../components/illustrations/artwork.tsx'
import { shareImagePath } from '../renderer/share-image.ts'
import { renderOgImage, type OgPage } from './og-images.ts'

const artworkSource = fileURLToPath(new URL('../components/illustrations/artwork.tsx', import.meta.url))
const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * The drawings, compiled for Node with the site's own transforms. Vite and Vike load the
 * configuration several times in one build, so the result is kept on the process.
 */
const processCache = Symbol.for('pellet-flush.artwork')
type ProcessWithCache = typeof globalThis & { [processCache]?: Promise<typeof Artwork> }

async function compileArtwork(define: Record<string, string>): Promise<typeof Artwork> {
  const output = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    define,
    build: { write: false, ssr: artworkSource, target: 'node20' },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk') : [],
  )
  const [chunk, ...others] = chunks
  if (!chunk || others.length > 0) throw new Error(`components/illustrations/artwork.tsx must bundle to one chunk, not ${chunks.length}`)
  // Inside the project, so that its imports (React) resolve from its node_modules.
  const file = path.join(
    projectRoot,
    'node_modules',
    '.cache',
    'artwork',
    `${createHash('sha256').update(chunk.code).digest('hex').slice(0, 12)}.mjs`,
  )
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, chunk.code)
  return (await import(pathToFileURL(file).href)) as typeof Artwork
}

function loadArtwork(define: Record<string, string>): Promise<typeof Artwork> {
  const holder = globalThis as ProcessWithCache
  holder[processCache] ??= compileArtwork(define)
  return holder[processCache]
}

/** `pages`: each page whose share image to write, with its drawing; `define`: the build constants the data reads. */
export function artworkFiles(pages: readonly OgPage[], define: Record<string, string>): Plugin {
  return {
    name: 'artwork-files',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const artwork = await loadArtwork(define)
      for (const name of artwork.artworkNames) {
        const file = artwork.artworkFile(name)
        if (file) this.emitFile({ type: 'asset', fileName: `art/${name}.svg`, source: file.svg })
      }
      for (const page of pages) {
        const drawing = page.art ? artwork.artworkFile(page.art) : undefined
        if (page.art && !drawing)
          this.error(`${page.source}: ${page.path}: art: no drawing is named "${page.art}" (components/illustrations/artwork.tsx)`)
        this.emitFile({ type: 'asset', fileName: shareImagePath(page.path).slice(1), source: await renderOgImage(page, drawing?.svg) })
      }
    },
  }
}

/** `npm run dev`: the drawings, drawn afresh on every request so an edit shows on reload. */
export function artworkInDev(): Plugin {
  return {
    name: 'artwork-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = request.url?.match(/^\/art\/([a-z0-9-]+)\.svg$/)?.[1]
        if (!name) return next()
        try {
          const artwork = (await server.ssrLoadModule('/components/illustrations/artwork.tsx')) as typeof Artwork
          const file = artwork.artworkFile(name)
          if (!file) return next()
          response.setHeader('Content-Type', 'image/svg+xml')
          response.end(file.svg)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}

import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { routes } from '../../data/routes.ts'
import { localAreas, pages } from '../../data/site-pages.ts'

const pagesDir = fileURLToPath(new URL('../../pages', import.meta.url))
/** Page folders with a route of their own; _error and the parameterised local-area page have none. */
const pageFolders = readdirSync(pagesDir).filter((name) => !name.startsWith('_') && name !== 'local-area')

describe('routes', () => {
  it('has a page folder for every fixed page in content/pages.json, and metadata for every folder', () => {
    const folderPaths = pageFolders.map((folder) => (folder === 'index' ? '/' : `/${folder}`)).sort()
    expect(folderPaths).toEqual(pages.map((page) => page.path).sort())
  })

  it('names only pages that exist in data/routes.ts', () => {
    const paths = pages.map((page) => page.path)
    expect(Object.values(routes).filter((route) => !paths.includes(route))).toEqual([])
  })

  it('never gives a local area the name of a page folder, which would silently win over /@area', () => {
    expect(localAreas.filter((area) => pageFolders.includes(area.slug))).toEqual([])
  })
})

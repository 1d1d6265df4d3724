import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { documentPaths } from '../../data/guides.ts'
import { isDocumentPath, legalPaths, routes } from '../../data/routes.ts'
import { allPages, localAreas, pages, servedPaths } from '../../data/site-pages.ts'

const pagesDir = fileURLToPath(new URL('../../pages', import.meta.url))
/** Page folders routed by their name; _error, and the local pages and documents routed by their +config.ts, are not. */
const pageFolders = readdirSync(pagesDir).filter((name) => !name.startsWith('_') && name !== 'local-area' && name !== 'document')

describe('routes', () => {
  it('serves every fixed page in content/pages.json from its folder or the document route, and has metadata for every folder', () => {
    const folderPaths = pageFolders.map((folder) => (folder === 'index' ? '/' : `/${folder}`))
    expect([...folderPaths, ...legalPaths].sort()).toEqual(pages.map((page) => page.path).sort())
  })

  it('names only pages that exist in data/routes.ts', () => {
    const paths = pages.map((page) => page.path)
    expect(Object.values(routes).filter((route) => !paths.includes(route))).toEqual([])
  })

  it('sends the legal documents and the guides to the document route, and no other page', () => {
    const documents = allPages.flatMap(servedPaths).filter(isDocumentPath)
    expect(documents.sort()).toEqual(documentPaths().sort())
  })

  it('never gives a local area the address of a fixed page, which would silently win over /@area', () => {
    expect(localAreas.filter((area) => pages.some((page) => servedPaths(page).includes(`/${area.slug}`)))).toEqual([])
  })
})

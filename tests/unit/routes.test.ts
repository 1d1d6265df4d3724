import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { localAreas } from '../../data/local-areas.ts'
import { navigation } from '../../data/navigation.ts'
import { pages } from '../../data/pages.ts'
import { servedPaths } from '../../data/site-pages.ts'

const pagesDir = fileURLToPath(new URL('../../pages', import.meta.url))
const pageFolders = readdirSync(pagesDir).filter((name) => !name.startsWith('_') && name !== 'local-area')
const staticPaths = pages.flatMap(servedPaths)

describe('routes', () => {
  it('has the ten local areas of the spec', () => {
    expect(localAreas.map((area) => area.slug)).toEqual([
      'palmers-green',
      'enfield',
      'southgate',
      'wood-green',
      'barnet',
      'finchley',
      'muswell-hill',
      'tottenham',
      'edmonton',
      'winchmore-hill',
    ])
  })

  it('never gives an area a slug that a static route already uses', () => {
    // /@area loses silently to a static route of the same name, so a collision would hide the area page.
    const taken = new Set([...pageFolders, ...staticPaths.map((path) => path.slice(1))])
    expect(localAreas.filter((area) => taken.has(area.slug))).toEqual([])
  })

  it('has a page folder for every fixed page and metadata for every page folder', () => {
    const folderPaths = pageFolders.map((folder) => (folder === 'index' ? '/' : `/${folder}`)).sort()
    expect(folderPaths).toEqual(pages.map((page) => page.path).sort())
  })

  it('serves the alias pairs of the spec from one page each', () => {
    expect(pages.find((page) => page.path === '/prices')?.aliases).toEqual(['/get-a-quote'])
    expect(pages.find((page) => page.path === '/no-fix-no-fee-deals')?.aliases).toEqual(['/no-fix-no-fee-deal'])
  })

  it('lists the nine navigation items in the order of the spec', () => {
    expect(navigation.main.map((item) => item.name)).toEqual([
      'Home',
      'Who Are We',
      'No Fix No Fee',
      'Microbore and Plastic Pipes',
      'Ask Flushy',
      'Areas We Cover',
      'Availability',
      'Prices',
      'Testimonials',
    ])
    expect(navigation.footerQuickLinks.map((link) => link.href)).toEqual([
      '/areas-we-cover',
      '/availability',
      '/virtual-assistant',
      '/no-fix-no-fee-deal',
    ])
  })
})

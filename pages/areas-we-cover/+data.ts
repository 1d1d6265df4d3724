// Only the names and links of the local pages reach the browser, not their full copy.
import { localAreas } from '../../data/local-areas.ts'

export interface LocalAreaLink {
  name: string
  href: string
}

export const data = (): LocalAreaLink[] => localAreas.map((area) => ({ name: area.name, href: `/${area.slug}` }))

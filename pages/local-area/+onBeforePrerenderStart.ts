import { localAreas } from '../../data/site-pages.ts'

export default () => localAreas.map((area) => `/${area.slug}`)

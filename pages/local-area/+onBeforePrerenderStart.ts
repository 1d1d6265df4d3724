import { localAreas } from '../../data/local-areas.ts'

export default () => localAreas.map((area) => `/${area.slug}`)

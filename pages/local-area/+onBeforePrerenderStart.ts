import { localAreas } from '../../data/local-areas'

export default () => localAreas.map((area) => `/${area.slug}`)

import { routeWithAliases } from '../../renderer/routing.ts'

export default routeWithAliases('/prices')

import { routeWithAliases } from '../../renderer/routing'

export default routeWithAliases('/prices')

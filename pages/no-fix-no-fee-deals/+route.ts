import { routeWithAliases } from '../../renderer/routing.ts'
import { routes } from '../../data/routes.ts'

export default routeWithAliases(routes.noFixNoFee)

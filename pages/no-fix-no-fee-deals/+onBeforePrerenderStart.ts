import { prerenderWithAliases } from '../../renderer/routing.ts'
import { routes } from '../../data/routes.ts'

export default prerenderWithAliases(routes.noFixNoFee)

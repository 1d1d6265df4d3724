import { routeWithAliases } from '../../renderer/routing'

export default routeWithAliases('/no-fix-no-fee-deals')
